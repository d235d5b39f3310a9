import type { PromoCode } from '@sp/shared/api/promo-codes';
import { dayInZone } from '@sp/shared/format/date-words';
import { kopecksToRubles } from '@sp/shared/format/money';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../companies/companies.table';
import { type PromoCodeRow, promoCodes, promoCodeUses } from '../promo-codes/promo-codes.table';

/** A promo code's row with its dealer as the API shows it; money from the totals of its uses (kopecks). */
export function promoCodeView(
  row: PromoCodeRow,
  dealer: { id: number; name: string } | null,
  totals: { paid: number; reward: number } = { paid: 0, reward: 0 },
): PromoCode {
  return {
    id: row.id,
    code: row.code,
    discount_percent: row.discountPercent,
    dealer_share_percent: row.dealerSharePercent,
    audience: row.audience === 1 || row.audience === 2 ? row.audience : null,
    max_uses: row.maxUses,
    used_count: row.usedCount,
    valid_until: row.validUntil ? dayInZone(row.validUntil) : null,
    status: row.status as PromoCode['status'],
    dealer,
    note: row.note,
    comment: row.comment,
    paid_total: kopecksToRubles(totals.paid),
    reward_total: kopecksToRubles(totals.reward),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** Codes' rows as the API shows them: their dealers' names and their uses' totals in two batched reads. */
export async function promoCodesOf(db: Db, rows: PromoCodeRow[]): Promise<PromoCode[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const dealerIds = [...new Set(rows.flatMap((row) => (row.dealerCompanyId ? [row.dealerCompanyId] : [])))];
  const [totals, dealers] = await Promise.all([
    db
      .select({
        id: promoCodeUses.promoCodeId,
        paid: sql<string>`sum(${promoCodeUses.paid})`,
        reward: sql<string>`sum(${promoCodeUses.reward})`,
      })
      .from(promoCodeUses)
      .where(inArray(promoCodeUses.promoCodeId, ids))
      .groupBy(promoCodeUses.promoCodeId),
    dealerIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, dealerIds))
      : [],
  ]);
  const totalOf = new Map(
    totals.map((row) => [row.id, { paid: Number(row.paid), reward: Number(row.reward) }]),
  );
  const dealerOf = new Map(dealers.map((row) => [row.id, row]));
  return rows.map((row) =>
    promoCodeView(
      row,
      row.dealerCompanyId ? (dealerOf.get(row.dealerCompanyId) ?? null) : null,
      totalOf.get(row.id),
    ),
  );
}

/** One code as the API shows it, or undefined. */
export async function promoCodeById(db: Db, id: number): Promise<PromoCode | undefined> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return (await promoCodesOf(db, rows))[0];
}
