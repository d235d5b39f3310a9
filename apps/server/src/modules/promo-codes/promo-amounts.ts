import { promoKopecks } from '@sp/shared/api/promo-codes';
import { dayInZone } from '@sp/shared/format/date-words';
import { shiftDay } from '@sp/shared/format/day-arithmetic';
import { moscowDayStart } from '../../platform/daily-counts';

/**
 * The money of a promo code (docs/decisions.md «Promo codes and dealers»), in kopecks: the discount is the price's
 * percent rounded to the kopeck, at least 1 kopeck, and leaves at least 1 kopeck to pay (a purchase moves money;
 * the web shows the same rule through promoPrice); the dealer's reward is its share of what was paid, rounded down.
 */
export function promoAmounts(
  listPrice: number,
  discountPercent: number,
): { listPrice: number; discount: number; paid: number } | null {
  const amounts = promoKopecks(listPrice, discountPercent);
  return amounts && { listPrice, ...amounts };
}

export const rewardOf = (paid: number, sharePercent: number): number =>
  Math.floor((paid * sharePercent) / 100);

/** The last moment of a Moscow day (YYYY-MM-DD): a code given «до 31.12.2026» works through that evening. */
export const endOfMoscowDay = (day: string): Date => new Date(moscowDayStart(shiftDay(day, 1)).getTime() - 1);

/** Today in Moscow (YYYY-MM-DD). */
export const moscowToday = (now = new Date()): string => dayInZone(now);
