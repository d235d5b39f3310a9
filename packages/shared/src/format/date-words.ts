import { parsePartialDate } from './partial-date';

/** Months in the genitive, as a date is read: «21 ноября». */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** Months in the nominative, for a date known to the month: «ноябрь 2026 г.». */
export const MONTHS_NOMINATIVE = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

/**
 * A day as documents write it: '2026-11-21' → '21 ноября 2026 г.'. A partial date reads as far as it is known:
 * '2026-11' → 'ноябрь 2026 г.', '2026' → '2026 г.'. A date-time string keeps its calendar day as written
 * (the first ten characters); anything else → ''.
 */
export function dateInWords(value: string | null | undefined): string {
  if (!value) return '';
  const text = /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
  const parsed = parsePartialDate(text);
  if (!parsed) return '';
  if (parsed.day !== null && parsed.month !== null) {
    return `${parsed.day} ${MONTHS_GENITIVE[parsed.month - 1]} ${parsed.year} г.`;
  }
  if (parsed.month !== null) return `${MONTHS_NOMINATIVE[parsed.month - 1]} ${parsed.year} г.`;
  return `${parsed.year} г.`;
}

/**
 * The calendar day (YYYY-MM-DD) of a moment in a time zone: a funeral at 2026-11-20T22:30Z is on
 * 2026-11-21 in Moscow.
 */
export function dayInZone(moment: Date, timeZone = 'Europe/Moscow'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** HH:mm of a moment in a time zone. */
export function timeInZone(moment: Date, timeZone = 'Europe/Moscow'): string {
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(moment);
}
