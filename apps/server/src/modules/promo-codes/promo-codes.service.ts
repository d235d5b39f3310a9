import type { List } from '@sp/shared/api/common';
import {
  PROMO_MSG,
  type PromoCode,
  type PromoCodeInfo,
  type PromoUse,
  type promoCodeCreateSchema,
  type promoCodesQuerySchema,
  type promoCodeUpdateSchema,
} from '@sp/shared/api/promo-codes';
import { dayInZone } from '@sp/shared/format/date-words';
import { kopecksToRubles } from '@sp/shared/format/money';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { isUniqueViolation } from '../../platform/db-errors';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage, type Page } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { companies } from '../companies/companies.table';
import type { Ledger } from '../payments/ledger.service';
import type { PurchasesService } from '../tariffs/purchases.service';
import { endOfMoscowDay, moscowToday } from './promo-amounts';
import { type PromoCodeRow, promoCodes, promoCodeUses } from './promo-codes.table';
import { usableCode } from './promo-purchases.service';

export { endOfMoscowDay, moscowToday, promoAmounts, rewardOf } from './promo-amounts';

type PromoCodesQuery = z.output<typeof promoCodesQuerySchema>;
type PromoCodeCreate = z.output<typeof promoCodeCreateSchema>;
type PromoCodeUpdate = z.output<typeof promoCodeUpdateSchema>;

const dayOf = (moment: Date | null) => (moment ? dayInZone(moment) : null);

/** A last day given by the administrator: not one already past in Moscow. */
function checkValidUntil(day: string | null): Date | null {
  if (day === null) return null;
  if (day < moscowToday()) throw fieldError('valid_until', PROMO_MSG.validUntil);
  return endOfMoscowDay(day);
}

/** 409 under `code`: another code is written the same. */
const codeTaken = () => new ApiError(409, { code: [PROMO_MSG.codeTaken] });

/** What a code's journal record shows. */
const journalled = (row: PromoCodeRow) => ({
  code: row.code,
  discount_percent: row.discountPercent,
  dealer_share_percent: row.dealerSharePercent,
  audience: row.audience,
  max_uses: row.maxUses,
  valid_until: dayOf(row.validUntil),
  status: row.status,
  disabled_by_admin: row.disabledByAdmin,
});

/**
 * Promo codes (SPEC §1, §7; issue 16): the administrator's list and the platform's own codes (made active at once,
 * no dealer's share), the changes an administrator makes to any active or disabled code (a dealer's request is
 * decided by the dealers module), what a code gives a caller now (`info`), and the purchases a holder made with
 * codes. The use of a code in a purchase is promo-purchases.service.ts.
 */
export function createPromoCodesService(deps: { db: Db; ledger: Ledger; purchases: PurchasesService }) {
  const { db } = deps;

  /** The API's promo codes: with their dealer's name and Σ paid and Σ rewarded from their uses. */
  async function toCodes(rows: PromoCodeRow[]): Promise<PromoCode[]> {
    const ids = rows.map((row) => row.id);
    const dealerIds = [...new Set(rows.flatMap((row) => (row.dealerCompanyId ? [row.dealerCompanyId] : [])))];
    const [totals, dealers] = await Promise.all([
      ids.length
        ? db
            .select({
              id: promoCodeUses.promoCodeId,
              paid: sql<string>`coalesce(sum(${promoCodeUses.paid}), 0)`,
              reward: sql<string>`coalesce(sum(${promoCodeUses.reward}), 0)`,
            })
            .from(promoCodeUses)
            .where(inArray(promoCodeUses.promoCodeId, ids))
            .groupBy(promoCodeUses.promoCodeId)
        : [],
      dealerIds.length
        ? db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, dealerIds))
        : [],
    ]);
    return rows.map((row) => {
      const total = totals.find((item) => item.id === row.id);
      const dealer = dealers.find((item) => item.id === row.dealerCompanyId);
      return {
        id: row.id,
        code: row.code,
        discount_percent: row.discountPercent,
        dealer_share_percent: row.dealerSharePercent,
        audience: row.audience as PromoCode['audience'],
        max_uses: row.maxUses,
        used_count: row.usedCount,
        valid_until: dayOf(row.validUntil),
        status: row.status as PromoCode['status'],
        disabled_by_admin: row.disabledByAdmin,
        dealer: dealer ? { id: dealer.id, name: dealer.name } : null,
        note: row.note,
        comment: row.comment,
        paid_total: kopecksToRubles(Number(total?.paid ?? 0)),
        reward_total: kopecksToRubles(Number(total?.reward ?? 0)),
        created_at: row.createdAt.toISOString(),
        decided_at: row.decidedAt?.toISOString() ?? null,
      };
    });
  }

  async function get(id: number): Promise<PromoCode> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    if (!row) throw notFound();
    return (await toCodes([row]))[0];
  }

  return {
    toCodes,

    /** GET /api/admin/promo-codes/: newest first, by a part of the code, status, owner and dealer. */
    list(query: PromoCodesQuery): Promise<List<PromoCode>> {
      const where = and(
        query.query ? ilike(promoCodes.code, `%${escapeLike(query.query)}%`) : undefined,
        query.status ? eq(promoCodes.status, query.status) : undefined,
        query.owner === 'platform' ? isNull(promoCodes.dealerCompanyId) : undefined,
        query.owner === 'dealer' ? isNotNull(promoCodes.dealerCompanyId) : undefined,
        query.dealer_id ? eq(promoCodes.dealerCompanyId, query.dealer_id) : undefined,
      ) as SQL | undefined;
      return listPage(
        db.select(COUNT).from(promoCodes).where(where),
        db
          .select()
          .from(promoCodes)
          .where(where)
          .orderBy(desc(promoCodes.id))
          .limit(query.limit)
          .offset(query.offset),
        toCodes,
      );
    },

    get,

    /** POST /api/admin/promo-codes/: the platform's own code, active at once; journalled. */
    async create(adminId: number, body: PromoCodeCreate): Promise<PromoCode> {
      const validUntil = checkValidUntil(body.valid_until);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(promoCodes)
            .values({
              code: body.code,
              discountPercent: body.discount_percent,
              audience: body.audience,
              maxUses: body.max_uses,
              validUntil,
              status: 'active',
              note: body.note,
              createdBy: adminId,
            })
            .returning();
          await recordAudit(tx, {
            companyId: null,
            accountId: adminId,
            model: 'PromoCode',
            recordId: row.id,
            action: 'create',
            after: journalled(row),
          });
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'promo_codes_code_unique')) throw codeTaken();
        throw error;
      }
      return get(id);
    },

    /**
     * PUT /api/admin/promo-codes/{id}/: an active or disabled code changed (a dealer's request waiting or declined
     * is decided at /api/admin/accept-dealer-promo-codes/: 409); journalled in the dealer's journal for its codes.
     * A code it switches off stays off for its dealer (disabled_by_admin) until an administrator switches it on.
     */
    async update(adminId: number, id: number, body: PromoCodeUpdate): Promise<PromoCode> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
        if (!before) throw notFound();
        if (before.status === 'requested' || before.status === 'declined')
          throw new ApiError(409, { detail: PROMO_MSG.requestedCode });
        if (
          body.dealer_share_percent !== undefined &&
          before.dealerCompanyId === null &&
          body.dealer_share_percent !== 0
        )
          throw fieldError('dealer_share_percent', PROMO_MSG.shareOnlyDealer);
        if (body.max_uses !== undefined && body.max_uses !== null && body.max_uses < before.usedCount)
          throw fieldError('max_uses', PROMO_MSG.belowUsed);
        // a last day left as it was may be past (the code ran out); a new one may not
        const validUntil =
          body.valid_until === undefined || body.valid_until === dayOf(before.validUntil)
            ? before.validUntil
            : checkValidUntil(body.valid_until);
        const [after] = await tx
          .update(promoCodes)
          .set({
            discountPercent: body.discount_percent ?? before.discountPercent,
            dealerSharePercent: body.dealer_share_percent ?? before.dealerSharePercent,
            audience: body.audience === undefined ? before.audience : body.audience,
            maxUses: body.max_uses === undefined ? before.maxUses : body.max_uses,
            validUntil,
            status: body.status ?? before.status,
            // who switched it off: an administrator's switch-off holds against its dealer until one switches it on
            disabledByAdmin: body.status === undefined ? before.disabledByAdmin : body.status === 'disabled',
          })
          .where(eq(promoCodes.id, id))
          .returning();
        await recordAudit(tx, {
          companyId: before.dealerCompanyId,
          accountId: adminId,
          model: 'PromoCode',
          recordId: id,
          action: 'update',
          before: journalled(before),
          after: journalled(after),
        });
      });
      return get(id);
    },

    /** GET /api/promo-code/info/{code}/: what the code gives the holder now, or why it does not (404/409). */
    async info(holder: Owner, code: string): Promise<PromoCodeInfo> {
      const row = await usableCode(db, holder, code);
      const [dealer] = row.dealerCompanyId
        ? await db
            .select({ name: companies.name })
            .from(companies)
            .where(eq(companies.id, row.dealerCompanyId))
        : [];
      return {
        code: row.code,
        discount_percent: row.discountPercent,
        audience: row.audience as PromoCodeInfo['audience'],
        valid_until: dayOf(row.validUntil),
        dealer: dealer?.name ?? null,
      };
    },

    /** GET /api/company/company-take-dealer-promo-code/: the holder's purchases made with codes, newest first. */
    async uses(holder: Owner, page: Page): Promise<List<PromoUse>> {
      const where =
        holder.companyId !== undefined
          ? eq(promoCodeUses.companyId, holder.companyId)
          : eq(promoCodeUses.accountId, holder.accountId as number);
      return listPage(
        db.select(COUNT).from(promoCodeUses).where(where),
        db
          .select({
            use: promoCodeUses,
            code: promoCodes.code,
            dealer: companies.name,
          })
          .from(promoCodeUses)
          .innerJoin(promoCodes, eq(promoCodes.id, promoCodeUses.promoCodeId))
          .leftJoin(companies, eq(companies.id, promoCodeUses.dealerCompanyId))
          .where(where)
          .orderBy(desc(promoCodeUses.id))
          .limit(page.limit)
          .offset(page.offset),
        async (rows) => {
          const transactions = await deps.purchases.transactionsOf(rows.map((row) => row.use.purchaseId));
          const descriptions = await deps.ledger.descriptionsOf([...transactions.values()]);
          return rows.map(({ use, code, dealer }) => ({
            id: use.id,
            code,
            // as it was when bought (the code's percent may have changed since)
            discount_percent: Math.round((use.discount * 100) / use.listPrice),
            description: descriptions.get(transactions.get(use.purchaseId) as number) ?? '',
            list_price: kopecksToRubles(use.listPrice),
            discount: kopecksToRubles(use.discount),
            paid: kopecksToRubles(use.paid),
            dealer: dealer ?? null,
            created_at: use.createdAt.toISOString(),
          }));
        },
      );
    },
  };
}

export type PromoCodesService = ReturnType<typeof createPromoCodesService>;
