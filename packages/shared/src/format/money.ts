/** Kopecks to "1 234,50 ₽": rubles with two decimals (SPEC §9). */
export function formatRubles(kopecks: number): string {
  const rubles = kopecks / 100;
  return `${rubles.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₽`;
}

/** The largest amount the catalog accepts: 100 000 000 ₽. */
export const MAX_RUBLES = 100_000_000;

export const MONEY_MSG = {
  notNumber: 'Введите сумму числом',
  negative: 'Сумма не может быть отрицательной',
  tooLarge: 'Сумма не может быть больше 100 000 000 ₽',
  decimals: 'Сумма указывается не более чем с двумя знаками после запятой',
} as const;

/** Digits after the decimal point as JavaScript writes the number (its shortest exact form). */
function decimalPlaces(value: number): number {
  const text = String(value);
  const exponent = /e([+-]\d+)$/.exec(text);
  if (exponent) {
    const mantissa = text.slice(0, exponent.index);
    const digits = mantissa.split('.')[1]?.length ?? 0;
    return Math.max(0, digits - Number(exponent[1]));
  }
  return text.split('.')[1]?.length ?? 0;
}

/** Why an amount in rubles cannot be stored, or null when it can: a finite number, 0…100 000 000, two decimals at most. */
export function rublesProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MONEY_MSG.notNumber;
  if (value < 0) return MONEY_MSG.negative;
  if (value > MAX_RUBLES) return MONEY_MSG.tooLarge;
  if (decimalPlaces(value) > 2) return MONEY_MSG.decimals;
  return null;
}

/**
 * Rubles (a number with at most two decimals) to integer kopecks, exactly: 0.29 → 29, 19.99 → 1999.
 * Throws on an amount rublesProblem rejects; validate first.
 */
export function rublesToKopecks(rubles: number): number {
  const problem = rublesProblem(rubles);
  if (problem) throw new RangeError(problem);
  return Math.round(rubles * 100);
}

/** Integer kopecks to rubles as the API answers them: 1999 → 19.99, 100 → 1. */
export function kopecksToRubles(kopecks: number): number {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError('kopecks must be an integer');
  return kopecks / 100;
}
