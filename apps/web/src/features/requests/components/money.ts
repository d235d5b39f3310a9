import { formatRubles } from '@sp/shared/format/money';

/** Rubles from the API as «1 234,50 ₽». */
export function rubles(value: number): string {
  return formatRubles(Math.round(value * 100));
}
