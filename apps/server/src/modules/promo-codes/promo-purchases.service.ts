import { PROMO_MSG } from '@sp/shared/api/promo-codes';
import { and, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../platform/db-errors';
import { ApiError } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { consume, type ThrottleRule } from '../../platform/throttle';
import { companies, memberships } from '../companies/companies.table';
import type { Ledger, Tx } from '../payments/ledger.service';
import type { PromoClaim, PurchasePromo } from '../tariffs/purchases.service';
import { promoAmounts, rewardOf } from './promo-amounts';
import { type PromoCodeRow, promoCodes, promoCodeUses } from './promo-codes.table';

/** 404: no such code, or it does not work now (not active, past its last day, every use taken). */
export const promoNotFound = () => new ApiError(404, { detail: PROMO_MSG.notFound });
/** 409 under the purchase's `promo_code` field: the code works, but not for this holder. */
export const promoRefused = (message: string) => new ApiError(409, { promo_code: [message] });

/**
 * Tries of codes per account, lookups and purchases with a code alike: a person checks a code or two before paying;
 * guessing codes one after another is stopped here (every try counts, working or not).
 */
export const PROMO_LOOKUP_THROTTLE: ThrottleRule = {
  bucket: 'promo-code:info',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: PROMO_MSG.tooManyLookups,
};

/** 1 a family's account, 2 a company: the side a code's audience names. */
const sideOf = (holder: Owner): 1 | 2 => (holder.companyId !== undefined ? 2 : 1);

const usedBy = (holder: Owner): SQL =>
  holder.companyId !== undefined
    ? eq(promoCodeUses.companyId, holder.companyId)
    : eq(promoCodeUses.accountId, holder.accountId as number);

/**
 * A dealer's code works only while its company is a dealer and not blocked: one an administrator made a regular
 * company again, or blocked, neither gives discounts nor earns.
 */
const dealerStillDeals = sql`(${promoCodes.dealerCompanyId} is null or exists (select 1 from ${companies} as dealer where dealer.id = ${promoCodes.dealerCompanyId} and dealer.type = 'DEALER' and dealer.blocked_at is null))`;

/** The code works now: active, not past its last day, a use left, its dealer still dealing. */
const working = and(
  eq(promoCodes.status, 'active'),
  or(isNull(promoCodes.validUntil), gte(promoCodes.validUntil, sql`now()`)),
  or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
  dealerStillDeals,
) as SQL;

/**
 * The dealer itself, or a person of its staff (owner or employee of it or of one of its branches) buying for their
 * own account: either would pay the dealer's reward to their own company.
 */
async function belongsToDealer(db: Db, holder: Owner, dealerCompanyId: number): Promise<boolean> {
  if (holder.companyId !== undefined) return holder.companyId === dealerCompanyId;
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.accountId, holder.accountId as number),
        or(eq(companies.id, dealerCompanyId), eq(companies.parentId, dealerCompanyId)),
      ),
    )
    .limit(1);
  return member !== undefined;
}

/**
 * The code as this holder may use it now, or why not: 404 when it does not work, 409 when the holder's side may
 * not use it, it is the dealer's own, or the holder used it already. Nothing is claimed.
 */
export async function usableCode(db: Db, holder: Owner, code: string): Promise<PromoCodeRow> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code.trim().toUpperCase()), working));
  if (!row) throw promoNotFound();
  if (row.audience !== null && row.audience !== sideOf(holder)) throw promoRefused(PROMO_MSG.otherSide);
  if (row.dealerCompanyId !== null && (await belongsToDealer(db, holder, row.dealerCompanyId)))
    throw promoRefused(PROMO_MSG.ownCode);
  const [used] = await db
    .select({ id: promoCodeUses.id })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, row.id), usedBy(holder)))
    .limit(1);
  if (used) throw promoRefused(PROMO_MSG.used);
  return row;
}

function claimOf(row: PromoCodeRow, listPrice: number): PromoClaim {
  const amounts = promoAmounts(listPrice, row.discountPercent);
  // a price of a kopeck has nothing to take off
  if (!amounts) throw promoRefused(PROMO_MSG.otherSide);
  return {
    promoCodeId: row.id,
    code: row.code,
    ...amounts,
    dealerCompanyId: row.dealerCompanyId,
    dealerSharePercent: row.dealerSharePercent,
  };
}

/**
 * A promo code's part in a purchase (tariffs' PurchasePromo), in the purchase's own transaction: one use claimed
 * in one statement against the code's limit (the last use is never given twice), then the use recorded with the
 * prices and, for a dealer's code, the dealer's reward moved from the platform's revenue to its balance.
 */
export function createPromoPurchases(deps: { db: Db; ledger: Ledger }): PurchasePromo {
  return {
    async guard(accountId) {
      await consume(deps.db, PROMO_LOOKUP_THROTTLE, `account:${accountId}`);
    },

    async quote(db, holder, code, listPrice) {
      return claimOf(await usableCode(db, holder, code), listPrice);
    },

    async claim(tx, holder, code, listPrice) {
      const row = await usableCode(tx, holder, code);
      const [claimed] = await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(and(eq(promoCodes.id, row.id), working))
        .returning();
      // taken meanwhile: its last use, or stopped
      if (!claimed) throw promoNotFound();
      return claimOf(claimed, listPrice);
    },

    async record(tx: Tx, claim, holder, purchase) {
      const reward = claim.dealerCompanyId !== null ? rewardOf(claim.paid, claim.dealerSharePercent) : 0;
      let rewardTransactionId: number | null = null;
      if (claim.dealerCompanyId !== null && reward > 0) {
        const written = await deps.ledger.postIn(tx, {
          kind: 'dealer_reward',
          description: `Вознаграждение по промокоду ${claim.code}: ${purchase.description}`,
          createdBy: purchase.createdBy,
          entries: [
            { side: { platform: 'revenue' }, amount: -reward },
            { side: { holder: { companyId: claim.dealerCompanyId } }, amount: reward },
          ],
        });
        rewardTransactionId = written?.transactionId ?? null;
      }
      try {
        await tx.insert(promoCodeUses).values({
          promoCodeId: claim.promoCodeId,
          purchaseId: purchase.id,
          accountId: holder.companyId !== undefined ? null : (holder.accountId as number),
          companyId: holder.companyId ?? null,
          dealerCompanyId: claim.dealerCompanyId,
          listPrice: claim.listPrice,
          discount: claim.discount,
          paid: claim.paid,
          reward,
          rewardTransactionId,
        });
      } catch (error) {
        // the same holder's second purchase at the same moment
        if (isUniqueViolation(error)) throw promoRefused(PROMO_MSG.used);
        throw error;
      }
    },
  };
}
