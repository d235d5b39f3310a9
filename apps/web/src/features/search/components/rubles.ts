import { formatRubles } from '@sp/shared/format/money';

/** Rubles from the API as «1 234,50 ₽» (the offers' cards and the map's popups; not the companies' tab). */
export function rubles(price: number): string {
  return formatRubles(Math.round(price * 100));
}
