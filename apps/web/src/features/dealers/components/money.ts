import { formatRubles } from '@sp/shared/format/money';

/** Rubles of the API («1 234,50 ₽»): two decimals always. */
export const rubles = (value: number) => formatRubles(Math.round(value * 100));
