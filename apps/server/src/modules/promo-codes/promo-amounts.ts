/**
 * The money of a promo code (docs/decisions.md «Promo codes and dealers»), in kopecks: the discount is the price's
 * percent rounded to the kopeck, at least 1 kopeck, and leaves at least 1 kopeck to pay (a purchase moves money);
 * the dealer's reward is its share of what was paid, rounded down.
 */
export function promoAmounts(
  listPrice: number,
  discountPercent: number,
): { listPrice: number; discount: number; paid: number } | null {
  if (!Number.isSafeInteger(listPrice) || listPrice < 2) return null;
  const discount = Math.min(Math.max(1, Math.round((listPrice * discountPercent) / 100)), listPrice - 1);
  return { listPrice, discount, paid: listPrice - discount };
}

export const rewardOf = (paid: number, sharePercent: number): number =>
  Math.floor((paid * sharePercent) / 100);

/** Moscow keeps UTC+3 the year round (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The last moment of a Moscow day (YYYY-MM-DD): a code given «до 31.12.2026» works through that evening. */
export function endOfMoscowDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1) - MOSCOW_OFFSET_MS - 1);
}

/** Today in Moscow (YYYY-MM-DD). */
export const moscowToday = (now = new Date()): string =>
  new Date(now.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
