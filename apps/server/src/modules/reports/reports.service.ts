import type {
  CompanyDashboard,
  CompanyTotal,
  DealsReport,
  ManagersReport,
  MonthFigures,
  ProfitReport,
  ReportAnalytics,
  ReportDirectory,
  ReportFigures,
  ReportPeriod,
  ReportTable,
} from '@sp/shared/api/reports';
import { REPORT_MSG } from '@sp/shared/api/reports';
import { daysIn } from '@sp/shared/format/day-arithmetic';
import { kopecksToRubles } from '@sp/shared/format/money';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fieldError } from '../../platform/errors';
import type { XlsxSheet } from '../../platform/xlsx';
import { createCategoriesService } from '../catalog/categories.service';
import { companies, memberships } from '../companies/companies.table';
import { dashboardDealsOf, type PeriodMoney } from '../orders/order-lookups.service';
import {
  accountNamesOf,
  type DealsMoney,
  type DealsScope,
  dealsByCategoryAndStatusOf,
  dealsByResponsibleOf,
  dealsByStepOf,
  dealsTotalOf,
  soldByCategoryOf,
} from '../orders/order-reports.service';
import type { OrdersService } from '../orders/orders.service';
import type { SiteRequestsService } from '../requests/requests.service';
import { overdueTaskCount } from '../tasks/task-lookups.service';
import { reportSheets } from './report-sheets';

/** The company's days are Moscow's (UTC+3 all year). */
const MSK_MS = 3 * 3600_000;

/** A day YYYY-MM-DD moved by whole days. */
function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the month `months` after the month of `day`. */
function monthStart(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Today and this and last month in Moscow, at `now`. */
export function dashboardDays(now: Date) {
  const today = new Date(now.getTime() + MSK_MS).toISOString().slice(0, 10);
  const thisMonth = { start: monthStart(today), end: monthStart(today, 1) };
  const lastMonth = { start: monthStart(today, -1), end: thisMonth.start };
  return { today, tomorrow: plusDays(today, 1), thisMonth, lastMonth };
}

function monthFigures(period: { start: string; end: string }, money: PeriodMoney): MonthFigures {
  return {
    start: period.start,
    end: plusDays(period.end, -1),
    deals: money.deals,
    revenue: kopecksToRubles(money.total),
    paid: kopecksToRubles(money.paid),
    due: kopecksToRubles(money.due),
  };
}

/** Rubles of kopecks; the average check rounded to the kopeck. */
function figuresOf(money: DealsMoney & { cancelled: number }): ReportFigures {
  return {
    deals: money.deals,
    revenue: kopecksToRubles(money.total),
    paid: kopecksToRubles(money.paid),
    owed: kopecksToRubles(money.owed),
    average_check: money.deals ? kopecksToRubles(Math.round(money.total / money.deals)) : 0,
    cancelled: money.cancelled,
  };
}

const isMonthStart = (day: string) => day.endsWith('-01');
const isMonthEnd = (day: string) => plusDays(day, 1).endsWith('-01');
const monthsBetween = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
  Number(end.slice(5, 7)) -
  Number(start.slice(5, 7)) +
  1;

/**
 * A report's period (Moscow days, both included): as asked, else the month of the day given, else this month; and
 * the one before it — as many whole months before a period of whole months (November → October), else as many
 * days ending the day before.
 */
export function reportPeriods(
  query: { date_start?: string; date_end?: string },
  now: Date,
): { period: ReportPeriod; previous: ReportPeriod } {
  const today = dashboardDays(now).today;
  const start = query.date_start ?? monthStart(query.date_end ?? today);
  const end = query.date_end ?? plusDays(monthStart(start, 1), -1);
  if (start > end) throw fieldError('date_end', REPORT_MSG.periodOrder);
  const period = { start, end };
  if (isMonthStart(start) && isMonthEnd(end)) {
    return {
      period,
      previous: { start: monthStart(start, -monthsBetween(start, end)), end: plusDays(start, -1) },
    };
  }
  return {
    period,
    previous: { start: plusDays(start, -daysIn(period.start, period.end)), end: plusDays(start, -1) },
  };
}

/** Days [from, to) of a period, for the deals' queries. */
const rangeOf = (companyIds: readonly number[], period: ReportPeriod): DealsScope => ({
  companyIds,
  from: period.start,
  to: plusDays(period.end, 1),
});

/** The analytics' steps: days up to 62 days, else months. */
function stepsOf(period: ReportPeriod): { step: 'day' | 'month'; starts: string[] } {
  const starts: string[] = [];
  if (daysIn(period.start, period.end) <= 62) {
    for (let day = period.start; day <= period.end; day = plusDays(day, 1)) starts.push(day);
    return { step: 'day', starts };
  }
  for (let month = monthStart(period.start); month <= period.end; month = monthStart(month, 1))
    starts.push(month);
  return { step: 'month', starts };
}

type Ref = { id: number; name: string };

/**
 * Reports (SPEC §7 /api/reports/): the company's home page in one call. It reads the deals through their lookups
 * and service, the site requests through theirs, the tasks through their lookups; it owns no table.
 */
export function createReportsService(deps: { db: Db; orders: OrdersService; requests: SiteRequestsService }) {
  const { db } = deps;
  const categories = createCategoriesService(db);

  /** The caller's company first, then its branches (by name). */
  async function companiesOf(companyId: number): Promise<(Ref & { is_current: boolean })[]> {
    const rows = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(or(eq(companies.id, companyId), eq(companies.parentId, companyId)))
      .orderBy(asc(companies.name), asc(companies.id));
    const own = rows.filter((row) => row.id === companyId);
    const branches = rows.filter((row) => row.id !== companyId);
    return [...own, ...branches].map((row) => ({ ...row, is_current: row.id === companyId }));
  }

  /** The companies a report covers: the caller's, or those of `branches` among it and its branches (else 400). */
  async function scopeOf(companyId: number, branches: readonly number[] | undefined): Promise<Ref[]> {
    const all = await companiesOf(companyId);
    if (!branches?.length) return all.filter((company) => company.is_current);
    const chosen = all.filter((company) => branches.includes(company.id));
    if (chosen.length !== new Set(branches).size) throw fieldError('branches', REPORT_MSG.branchNotFound);
    return chosen;
  }

  /** The catalogue's categories of a kind the companies use: the public ones and each company's own. */
  async function categoriesOf(companyIds: readonly number[], kind: 'product' | 'service'): Promise<Ref[]> {
    const lists = await Promise.all(
      companyIds.map((id) => categories.listForCompany(id, kind, { offset: 0, limit: 1000 })),
    );
    const byId = new Map<number, Ref>();
    for (const category of lists.flatMap((list) => list.results)) {
      byId.set(category.id, { id: category.id, name: category.name });
    }
    return [...byId.values()];
  }

  type Query = { date_start?: string; date_end?: string; branches?: number[] };

  async function companyTotal(companyId: number, query: Query, now = new Date()): Promise<CompanyTotal> {
    const { period, previous } = reportPeriods(query, now);
    const ids = (await scopeOf(companyId, query.branches)).map((company) => company.id);
    const [current, before] = await Promise.all([
      dealsTotalOf(db, rangeOf(ids, period)),
      dealsTotalOf(db, rangeOf(ids, previous)),
    ]);
    return { period, previous_period: previous, current: figuresOf(current), previous: figuresOf(before) };
  }

  async function analytics(companyId: number, query: Query, now = new Date()): Promise<ReportAnalytics> {
    const { period } = reportPeriods(query, now);
    const ids = (await scopeOf(companyId, query.branches)).map((company) => company.id);
    const { step, starts } = stepsOf(period);
    const byStep = await dealsByStepOf(db, rangeOf(ids, period), step);
    return {
      period,
      step,
      points: starts.map((start) => {
        const money = byStep.get(start);
        return {
          start,
          deals: money?.deals ?? 0,
          revenue: kopecksToRubles(money?.total ?? 0),
          paid: kopecksToRubles(money?.paid ?? 0),
        };
      }),
    };
  }

  async function dealsReport(companyId: number, query: Query, now = new Date()): Promise<DealsReport> {
    const { period } = reportPeriods(query, now);
    const ids = (await scopeOf(companyId, query.branches)).map((company) => company.id);
    const rows = await dealsByCategoryAndStatusOf(db, rangeOf(ids, period));
    return {
      period,
      rows: rows.map((row) => ({
        category_order: row.category,
        status: row.status,
        deals: row.deals,
        revenue: kopecksToRubles(row.total),
        paid: kopecksToRubles(row.paid),
        owed: kopecksToRubles(row.owed),
      })),
    };
  }

  async function managers(companyId: number, query: Query, now = new Date()): Promise<ManagersReport> {
    const { period } = reportPeriods(query, now);
    const ids = (await scopeOf(companyId, query.branches)).map((company) => company.id);
    const rows = await dealsByResponsibleOf(db, rangeOf(ids, period));
    const names = await accountNamesOf(
      db,
      rows.map((row) => row.responsibleId),
    );
    return {
      period,
      results: rows.map((row) => ({
        manager:
          row.responsibleId === null
            ? null
            : { id: row.responsibleId, name: names.get(row.responsibleId) ?? '' },
        deals: row.deals,
        revenue: kopecksToRubles(row.total),
        paid: kopecksToRubles(row.paid),
        owed: kopecksToRubles(row.owed),
        average_check: row.deals ? kopecksToRubles(Math.round(row.total / row.deals)) : 0,
      })),
    };
  }

  async function profit(
    companyId: number,
    kind: 'product' | 'service',
    query: Query & { categories?: number[] },
    now = new Date(),
  ): Promise<ProfitReport> {
    const { period } = reportPeriods(query, now);
    const scope = await scopeOf(companyId, query.branches);
    const ids = scope.map((company) => company.id);
    const known = await categoriesOf(ids, kind);
    const knownIds = new Set(known.map((category) => category.id));
    if (query.categories?.some((id) => !knownIds.has(id))) {
      throw fieldError('categories', REPORT_MSG.categoryNotFound);
    }
    const groups = await soldByCategoryOf(db, rangeOf(ids, period), kind, query.categories);
    const categoryNames = new Map(known.map((category) => [category.id, category.name]));
    const branchNames = new Map(scope.map((company) => [company.id, company.name]));
    const results = groups
      .map((group) => ({
        category:
          group.categoryId === null
            ? null
            : { id: group.categoryId, name: categoryNames.get(group.categoryId) ?? '' },
        branch: { id: group.companyId, name: branchNames.get(group.companyId) ?? '' },
        quantity: group.quantity,
        revenue: kopecksToRubles(group.revenue),
        // the purchase price is not kept yet: «себестоимость неизвестна»
        cost: null,
        profit: null,
      }))
      .sort(
        (a, b) =>
          b.revenue - a.revenue ||
          (a.category?.name ?? '').localeCompare(b.category?.name ?? '', 'ru') ||
          a.branch.id - b.branch.id,
      );
    return {
      period,
      kind,
      results,
      total: {
        quantity: groups.reduce((sum, group) => sum + group.quantity, 0),
        revenue: kopecksToRubles(groups.reduce((sum, group) => sum + group.revenue, 0)),
        cost: null,
        profit: null,
      },
    };
  }
  return {
    /** `withTasks`: the caller may read tasks (else overdue_tasks is null). */
    async dashboard(companyId: number, withTasks: boolean, now = new Date()): Promise<CompanyDashboard> {
      const days = dashboardDays(now);
      const [deals, requests, overdue, pipeline] = await Promise.all([
        dashboardDealsOf(db, companyId, {
          today: days.today,
          tomorrow: days.tomorrow,
          periods: [days.thisMonth, days.lastMonth],
        }),
        deps.requests.count(companyId, 'true'),
        withTasks ? overdueTaskCount(db, companyId, now) : null,
        deps.orders.summary(companyId, {}),
      ]);
      return {
        today: days.today,
        funerals_today: deals.funerals,
        cremations_today: deals.cremations,
        today_events: deals.events.map((event) => ({
          order_id: event.orderId,
          number: event.number,
          kind: event.kind,
          at: event.at.toISOString(),
          status: event.status,
          deceased: event.deceased,
        })),
        new_requests: requests.count,
        overdue_tasks: overdue,
        month: monthFigures(days.thisMonth, deals.periods[0]),
        previous_month: monthFigures(days.lastMonth, deals.periods[1]),
        pipeline: pipeline.results,
      };
    },

    async directory(companyId: number): Promise<ReportDirectory> {
      const branches = await companiesOf(companyId);
      const ids = branches.map((company) => company.id);
      const [products, services, staff] = await Promise.all([
        categoriesOf(ids, 'product'),
        categoriesOf(ids, 'service'),
        db
          .selectDistinct({ id: memberships.accountId })
          .from(memberships)
          .where(inArray(memberships.companyId, ids)),
      ]);
      const names = await accountNamesOf(
        db,
        staff.map((row) => row.id),
      );
      const byName = (a: Ref, b: Ref) => a.name.localeCompare(b.name, 'ru') || a.id - b.id;
      return {
        branches,
        product_categories: products.sort(byName),
        service_categories: services.sort(byName),
        managers: [...names].map(([id, name]) => ({ id, name })).sort(byName),
      };
    },

    companyTotal,
    analytics,
    dealsReport,
    managers,
    profit,

    /** A report's table as an Excel workbook, with its file name. */
    async file(
      companyId: number,
      table: ReportTable,
      query: Query & { categories?: number[] },
      now = new Date(),
    ): Promise<{ bytes: Buffer; name: string; fallback: string }> {
      const scope = await scopeOf(companyId, query.branches);
      const context = { branches: scope.map((company) => company.name) };
      let sheet: XlsxSheet;
      switch (table) {
        case 'total':
          sheet = reportSheets.total(await companyTotal(companyId, query, now), context);
          break;
        case 'report':
          sheet = reportSheets.deals(await dealsReport(companyId, query, now), context);
          break;
        case 'managers':
          sheet = reportSheets.managers(await managers(companyId, query, now), context);
          break;
        case 'products':
        case 'services': {
          const kind = table === 'products' ? 'product' : 'service';
          sheet = reportSheets.profit(await profit(companyId, kind, query, now), context);
          break;
        }
      }
      return reportSheets.file(table, sheet, reportPeriods(query, now).period);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
