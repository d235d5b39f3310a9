import type { List } from '@sp/shared/api/common';
import type {
  DealerProfit,
  DealerStatisticRow,
  dealerProfitQuerySchema,
  dealerStatisticQuerySchema,
} from '@sp/shared/api/dealers';
import { REPORT_MAX_DAYS, REPORT_MSG, type ReportPeriod } from '@sp/shared/api/reports';
import { daysIn, shiftDay } from '@sp/shared/format/day-arithmetic';
import { kopecksToRubles } from '@sp/shared/format/money';
import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { companyTypeApplications as applications } from '../companies/company-type-applications.table';
import type { Ledger } from '../payments/ledger.service';
import { promoCodes, promoCodeUses } from '../promo-codes/promo-codes.table';
import { reportPeriods } from '../reports/reports.service';
import { dealerOf } from './dealer-codes.service';
import { dealerProfitFile } from './dealer-profit-sheets';
import {
  dealerUses,
  EMPTY_FIGURES,
  FIGURE_COLUMNS,
  type FigureRow,
  figuresOf,
  inDays,
  isoText,
  partnerId,
  partnerKind,
  partnerName,
} from './dealer-uses';

/** The steps of the chart: Moscow days up to 62 days, else months; every one of the period, empty ones too. */
function stepsOf(period: ReportPeriod): { unit: 'day' | 'month'; starts: string[] } {
  const starts: string[] = [];
  if (daysIn(period.start, period.end) <= 62) {
    for (let day = period.start; day <= period.end; day = shiftDay(day, 1)) starts.push(day);
    return { unit: 'day', starts };
  }
  const next = (month: string) => {
    const date = new Date(`${month}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() + 1);
    return date.toISOString().slice(0, 10);
  };
  for (let month = `${period.start.slice(0, 7)}-01`; month <= period.end; month = next(month))
    starts.push(month);
  return { unit: 'month', starts };
}

/** A report's periods with the platform's limit on its length. */
function periodsOf(query: { date_start?: string; date_end?: string }, now: Date) {
  const periods = reportPeriods(query, now);
  if (daysIn(periods.period.start, periods.period.end) > REPORT_MAX_DAYS) {
    throw fieldError('date_end', REPORT_MSG.periodTooLong);
  }
  return periods;
}

/**
 * What a dealer earns (SPEC §7 POST /api/reports/dealer-profit/; the administrator's statistic-dealer/): the uses
 * of its codes summed in SQL on `promo_code_uses` by Moscow day, each sum within one dealer's range of its index —
 * another dealer's uses are never read.
 */
export function createDealerProfitService(deps: { db: Db; ledger: Pick<Ledger, 'balance'> }) {
  const { db } = deps;

  async function profitOf(
    dealerId: number,
    query: z.output<typeof dealerProfitQuerySchema>,
    now: Date,
  ): Promise<DealerProfit> {
    const { period, previous } = periodsOf(query, now);
    const filter = dealerUses(dealerId, {
      promoCodeId: query.promo_code_id,
      partner:
        query.partner_kind && query.partner_id
          ? { kind: query.partner_kind, id: query.partner_id }
          : undefined,
    });
    const { unit, starts } = stepsOf(period);
    const stepStart = sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${promoCodeUses.createdAt} at time zone 'Europe/Moscow'), 'YYYY-MM-DD')`;
    const within = and(filter, inDays(period));
    const [[current], [before], byTime, byCode, byPartner] = await Promise.all([
      db.select(FIGURE_COLUMNS).from(promoCodeUses).where(within),
      db
        .select(FIGURE_COLUMNS)
        .from(promoCodeUses)
        .where(and(filter, inDays(previous))),
      db
        .select({ start: stepStart, ...FIGURE_COLUMNS })
        .from(promoCodeUses)
        .where(within)
        .groupBy(stepStart),
      db
        .select({ id: promoCodes.id, code: promoCodes.code, ...FIGURE_COLUMNS })
        .from(promoCodeUses)
        .innerJoin(promoCodes, eq(promoCodes.id, promoCodeUses.promoCodeId))
        .where(within)
        .groupBy(promoCodes.id, promoCodes.code)
        .orderBy(desc(FIGURE_COLUMNS.reward), desc(FIGURE_COLUMNS.paid), asc(promoCodes.code)),
      db
        .select({ kind: partnerKind, id: partnerId, name: partnerName, ...FIGURE_COLUMNS })
        .from(promoCodeUses)
        .leftJoin(companies, eq(companies.id, promoCodeUses.companyId))
        .leftJoin(accounts, eq(accounts.id, promoCodeUses.accountId))
        .where(within)
        .groupBy(
          promoCodeUses.companyId,
          promoCodeUses.accountId,
          companies.name,
          accounts.lastName,
          accounts.firstName,
        )
        .orderBy(desc(FIGURE_COLUMNS.reward), desc(FIGURE_COLUMNS.paid), asc(partnerName))
        .limit(100),
    ]);
    const steps = new Map(byTime.map((row) => [row.start, row as FigureRow]));
    return {
      period,
      previous_period: previous,
      total: figuresOf(current),
      previous: figuresOf(before),
      by_time: starts.map((start) => ({ start, unit, ...figuresOf(steps.get(start)) })),
      by_code: byCode.map((row) => ({ id: row.id, code: row.code, ...figuresOf(row) })),
      by_partner: byPartner.map((row) => ({
        kind: row.kind,
        id: Number(row.id),
        name: row.name,
        ...figuresOf(row),
      })),
    };
  }

  /** The company is a dealer (a main company of type DEALER), else 404. */
  async function dealerCompany(id: number) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.type, 'DEALER'), isNull(companies.parentId)));
    if (!company) throw notFound();
    return company.id;
  }

  return {
    /** POST /api/reports/dealer-profit/: the caller's dealer's figures. */
    async profit(companyId: number, query: z.output<typeof dealerProfitQuerySchema>, now = new Date()) {
      return profitOf(await dealerOf(db, companyId), query, now);
    },

    /** GET /api/reports/dealer-profit/xlsx/: the caller's dealer's figures as a workbook. */
    async file(companyId: number, query: z.output<typeof dealerProfitQuerySchema>, now = new Date()) {
      const dealerId = await dealerOf(db, companyId);
      const [[dealer], report] = await Promise.all([
        db.select({ name: companies.name }).from(companies).where(eq(companies.id, dealerId)),
        profitOf(dealerId, query, now),
      ]);
      return dealerProfitFile(report, dealer?.name ?? '');
    },

    /** GET /api/admin/statistic-dealer/{id}/: one dealer's figures, as it reads them itself. */
    async profitOfDealer(id: number, query: z.output<typeof dealerProfitQuerySchema>, now = new Date()) {
      return profitOf(await dealerCompany(id), query, now);
    },

    /**
     * GET /api/admin/statistic-dealer/: every dealer by name or ИНН with its figures over the period, the biggest
     * reward first; its active codes and partners now, its balance (what it earned and did not spend).
     */
    async statistic(
      query: z.output<typeof dealerStatisticQuerySchema>,
      now = new Date(),
    ): Promise<List<DealerStatisticRow>> {
      const { period } = periodsOf(query, now);
      const figures = db
        .select({
          dealerId: sql<number>`${promoCodeUses.dealerCompanyId}`.as('dealer_id'),
          uses: sql<number>`count(*)::int`.as('uses'),
          listPrice: sql<string>`sum(${promoCodeUses.listPrice})`.as('list_price'),
          discount: sql<string>`sum(${promoCodeUses.discount})`.as('discount'),
          paid: sql<string>`sum(${promoCodeUses.paid})`.as('paid'),
          reward: sql<string>`sum(${promoCodeUses.reward})`.as('reward'),
        })
        .from(promoCodeUses)
        .where(and(sql`${promoCodeUses.dealerCompanyId} is not null`, inDays(period)))
        .groupBy(promoCodeUses.dealerCompanyId)
        .as('figures');
      const words = query.query ? `%${escapeLike(query.query)}%` : undefined;
      const where = and(
        eq(companies.type, 'DEALER'),
        isNull(companies.parentId),
        words ? sql`(${ilike(companies.name, words)} or ${ilike(companies.inn, words)})` : undefined,
      );
      const page = await listPage(
        db.select(COUNT).from(companies).where(where),
        db
          .select({
            id: companies.id,
            name: companies.name,
            inn: companies.inn,
            uses: sql<number>`coalesce(${figures.uses}, 0)`,
            listPrice: sql<string>`coalesce(${figures.listPrice}, 0)`,
            discount: sql<string>`coalesce(${figures.discount}, 0)`,
            paid: sql<string>`coalesce(${figures.paid}, 0)`,
            reward: sql<string>`coalesce(${figures.reward}, 0)`,
          })
          .from(companies)
          .leftJoin(figures, eq(figures.dealerId, companies.id))
          .where(where)
          .orderBy(sql`coalesce(${figures.reward}, 0) desc`, asc(companies.name), asc(companies.id))
          .limit(query.limit)
          .offset(query.offset),
      );
      const ids = page.results.map((row) => row.id);
      if (!ids.length) return page as List<never>;
      const [codes, partners, since, balances] = await Promise.all([
        db
          .select({ id: promoCodes.dealerCompanyId, count: sql<number>`count(*)::int` })
          .from(promoCodes)
          .where(and(inArray(promoCodes.dealerCompanyId, ids), eq(promoCodes.status, 'active')))
          .groupBy(promoCodes.dealerCompanyId),
        db
          .select({
            id: promoCodeUses.dealerCompanyId,
            count: sql<number>`count(distinct ${partnerKind} || ${partnerId})::int`,
          })
          .from(promoCodeUses)
          .where(inArray(promoCodeUses.dealerCompanyId, ids))
          .groupBy(promoCodeUses.dealerCompanyId),
        db
          .select({
            id: applications.companyId,
            at: isoText(sql`max(${applications.decidedAt})`),
          })
          .from(applications)
          .where(
            and(
              inArray(applications.companyId, ids),
              eq(applications.type, 'DEALER'),
              eq(applications.status, 'accepted'),
            ),
          )
          .groupBy(applications.companyId),
        // a page of dealers (100 at most): each balance is one range of the ledger's holder index
        Promise.all(ids.map((id) => deps.ledger.balance({ companyId: id }))),
      ]);
      const countOf = (rows: { id: number | null; count: number }[], id: number) =>
        Number(rows.find((row) => row.id === id)?.count ?? 0);
      const sinceOf = new Map(since.map((row) => [row.id, row.at]));
      return {
        count: page.count,
        results: page.results.map((row, index) => {
          const at = sinceOf.get(row.id);
          return {
            id: row.id,
            name: row.name,
            inn: row.inn,
            ...(row.uses ? figuresOf(row) : EMPTY_FIGURES),
            active_codes: countOf(codes, row.id),
            partners: countOf(partners, row.id),
            balance: kopecksToRubles(balances[index]),
            dealer_since: at ?? null,
          };
        }),
      };
    },
  };
}

export type DealerProfitService = ReturnType<typeof createDealerProfitService>;
