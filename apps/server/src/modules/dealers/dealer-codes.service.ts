import type { List } from '@sp/shared/api/common';
import {
  type dealerPromoRequestSchema,
  PROMO_MSG,
  type PromoCode,
  type PromoStatus,
} from '@sp/shared/api/promo-codes';
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { isUniqueViolation } from '../../platform/db-errors';
import { ApiError, conflict, fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { companies } from '../companies/companies.table';
import { endOfMoscowDay, moscowToday, type PromoCodesService } from '../promo-codes/promo-codes.service';
import { promoCodes } from '../promo-codes/promo-codes.table';

export type DealerCodesQuery = { offset: number; limit: number; query?: string; status?: PromoStatus };

/** What the dealer sees on each of its pages: its requests, and its codes that work or were stopped. */
const REQUESTS: PromoStatus[] = ['requested', 'declined'];
const CODES: PromoStatus[] = ['active', 'disabled'];

/** 409 under `code`: the code is someone's already (every code is unique, requested or declined ones too). */
export const codeTaken = () => new ApiError(409, { code: [PROMO_MSG.codeTaken] });

/**
 * The dealer whose codes a company's staff work with: the company, or the main company of a branch an
 * administrator made a dealer with it (one business: its codes, rewards and balance are the main company's).
 */
export async function dealerOf(db: Db, companyId: number): Promise<number> {
  const [company] = await db
    .select({ id: companies.id, parentId: companies.parentId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return company.parentId ?? company.id;
}

/**
 * A dealer's own promo codes (SPEC §7 dealer-request-promo-code/, dealer-promo-code/): it asks for a code, which
 * works once an administrator accepts it with the dealer's share; it stops a working code or starts it again.
 * Every change journalled in the dealer's journal.
 */
export function createDealerCodesService(deps: {
  db: Db;
  promoCodes: Pick<PromoCodesService, 'toCodes' | 'get'>;
}) {
  const { db } = deps;
  function page(
    dealerId: number,
    statuses: PromoStatus[],
    query: DealerCodesQuery,
  ): Promise<List<PromoCode>> {
    const chosen = query.status ? statuses.filter((status) => status === query.status) : statuses;
    const where = and(
      eq(promoCodes.dealerCompanyId, dealerId),
      inArray(promoCodes.status, chosen.length ? chosen : ['none']),
      query.query ? ilike(promoCodes.code, `%${escapeLike(query.query.toUpperCase())}%`) : undefined,
    );
    return listPage(
      db.select(COUNT).from(promoCodes).where(where),
      db
        .select()
        .from(promoCodes)
        .where(where)
        .orderBy(desc(promoCodes.id))
        .limit(query.limit)
        .offset(query.offset),
      deps.promoCodes.toCodes,
    );
  }

  return {
    /** GET /api/company/dealer-request-promo-code/: the dealer's requests waiting or declined, newest first. */
    async requests(companyId: number, query: DealerCodesQuery) {
      return page(await dealerOf(db, companyId), REQUESTS, query);
    },

    /** GET /api/company/dealer-promo-code/: the dealer's codes that work or were stopped, with their totals. */
    async codes(companyId: number, query: DealerCodesQuery) {
      return page(await dealerOf(db, companyId), CODES, query);
    },

    /** POST /api/company/dealer-request-promo-code/: a request the administrators decide. */
    async request(
      scope: { companyId: number; accountId: number },
      body: z.output<typeof dealerPromoRequestSchema>,
      now = new Date(),
    ): Promise<PromoCode> {
      if (body.valid_until && body.valid_until < moscowToday(now)) {
        throw fieldError('valid_until', PROMO_MSG.validUntil);
      }
      const dealerId = await dealerOf(db, scope.companyId);
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(promoCodes)
            .values({
              code: body.code,
              dealerCompanyId: dealerId,
              discountPercent: body.discount_percent,
              audience: body.audience,
              maxUses: body.max_uses,
              validUntil: body.valid_until ? endOfMoscowDay(body.valid_until) : null,
              status: 'requested',
              note: body.note,
              createdBy: scope.accountId,
            })
            .returning();
          await recordAudit(tx, {
            companyId: dealerId,
            accountId: scope.accountId,
            model: 'PromoCode',
            recordId: row.id,
            action: 'create',
            after: {
              code: row.code,
              discount_percent: row.discountPercent,
              audience: row.audience,
              max_uses: row.maxUses,
              valid_until: body.valid_until,
              note: row.note,
              status: row.status,
            },
          });
          return row.id;
        });
        return deps.promoCodes.get(id);
      } catch (error) {
        if (isUniqueViolation(error, 'promo_codes_code_unique')) throw codeTaken();
        throw error;
      }
    },

    /**
     * PUT /api/company/dealer-promo-code/{id}/: stops an active code or starts a stopped one (404 for others); one
     * an administrator switched off stays off (409): only an administrator switches it on again.
     */
    async setStatus(
      scope: { companyId: number; accountId: number },
      id: number,
      status: 'active' | 'disabled',
    ): Promise<PromoCode> {
      const dealerId = await dealerOf(db, scope.companyId);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(promoCodes)
          .where(
            and(
              eq(promoCodes.id, id),
              eq(promoCodes.dealerCompanyId, dealerId),
              inArray(promoCodes.status, CODES),
            ),
          )
          .for('update');
        if (!before) throw notFound();
        if (before.status === status) return;
        if (before.disabledByAdmin) throw conflict(PROMO_MSG.disabledByAdmin);
        await tx.update(promoCodes).set({ status }).where(eq(promoCodes.id, id));
        await recordAudit(tx, {
          companyId: dealerId,
          accountId: scope.accountId,
          model: 'PromoCode',
          recordId: id,
          action: 'update',
          before: { status: before.status },
          after: { status },
        });
      });
      return deps.promoCodes.get(id);
    },
  };
}

export type DealerCodesService = ReturnType<typeof createDealerCodesService>;
