import type { DealerFigures } from '@sp/shared/api/dealers';
import { NO_NAME } from '@sp/shared/format/account-name';
import { shiftDay } from '@sp/shared/format/day-arithmetic';
import { kopecksToRubles } from '@sp/shared/format/money';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { moscowDayStart } from '../../platform/daily-counts';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { promoCodeUses } from '../promo-codes/promo-codes.table';

/**
 * The pieces every dealer figure is summed with, on `promo_code_uses` (one range of its dealer index: a dealer's
 * uses by time): the sums in kopecks, the partner a use names, the condition of a dealer's period.
 */

/** count and Σ of uses (kopecks as bigint text), for a select. */
export const FIGURE_COLUMNS = {
  uses: sql<number>`count(*)::int`,
  listPrice: sql<string>`coalesce(sum(${promoCodeUses.listPrice}), 0)`,
  discount: sql<string>`coalesce(sum(${promoCodeUses.discount}), 0)`,
  paid: sql<string>`coalesce(sum(${promoCodeUses.paid}), 0)`,
  reward: sql<string>`coalesce(sum(${promoCodeUses.reward}), 0)`,
};

export type FigureRow = { uses: number; listPrice: string; discount: string; paid: string; reward: string };

export const EMPTY_FIGURES: DealerFigures = { uses: 0, list_price: 0, discount: 0, paid: 0, reward: 0 };

/** Kopecks' sums as the API's rubles. */
export function figuresOf(row: FigureRow | undefined): DealerFigures {
  if (!row) return EMPTY_FIGURES;
  return {
    uses: Number(row.uses),
    list_price: kopecksToRubles(Number(row.listPrice)),
    discount: kopecksToRubles(Number(row.discount)),
    paid: kopecksToRubles(Number(row.paid)),
    reward: kopecksToRubles(Number(row.reward)),
  };
}

/** Uses made in Moscow days start…end (both included). */
export const inDays = (period: { start: string; end: string }): SQL =>
  and(
    gte(promoCodeUses.createdAt, moscowDayStart(period.start)),
    lt(promoCodeUses.createdAt, moscowDayStart(shiftDay(period.end, 1))),
  ) as SQL;

/** A dealer's uses, with a code and a partner when asked. */
export function dealerUses(
  dealerId: number,
  filter: { promoCodeId?: number; partner?: { kind: 'company' | 'account'; id: number } } = {},
): SQL {
  const { partner } = filter;
  return and(
    eq(promoCodeUses.dealerCompanyId, dealerId),
    filter.promoCodeId ? eq(promoCodeUses.promoCodeId, filter.promoCodeId) : undefined,
    partner?.kind === 'company' ? eq(promoCodeUses.companyId, partner.id) : undefined,
    partner?.kind === 'account' ? eq(promoCodeUses.accountId, partner.id) : undefined,
  ) as SQL;
}

/** The partner of a use: 'company' or 'account' with its id. */
export const partnerKind = sql<
  'company' | 'account'
>`case when ${promoCodeUses.companyId} is not null then 'company' else 'account' end`;
export const partnerId = sql<number>`coalesce(${promoCodeUses.companyId}, ${promoCodeUses.accountId})`;

/**
 * A partner's name (the query joins `companies` on the use's company and `accounts` on its account): a company's
 * name; an account's «Фамилия И.» (a dealer needs no more of a private person), its first name alone, or «Без имени».
 */
export const partnerName = sql<string>`coalesce(${companies.name}, nullif(trim(${accounts.lastName} || ' ' || case when ${accounts.firstName} <> '' and ${accounts.lastName} <> '' then left(${accounts.firstName}, 1) || '.' else ${accounts.firstName} end), ''), ${NO_NAME})`;

/** A timestamp as the API writes it (ISO, UTC, milliseconds), for an aggregate drizzle cannot map. */
export const isoText = (at: SQL) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
