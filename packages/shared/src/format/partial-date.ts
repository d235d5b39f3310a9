/**
 * Dates families rarely know in full: "1950", "1950-03" or "1950-03-12" (DOMAIN.md). The database keeps the first
 * day of the known period plus its precision; the API and the forms speak the partial ISO string.
 */
export type DatePrecision = 'year' | 'month' | 'day';

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

export type ParsedPartialDate = {
  year: number;
  month: number | null;
  day: number | null;
  precision: DatePrecision;
};

/** null when the text is not a real partial date (month 13, 31 February, year before 1000). */
export function parsePartialDate(value: string): ParsedPartialDate | null {
  const match = PARTIAL_DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : null;
  const day = match[3] ? Number(match[3]) : null;
  if (year < 1000) return null;
  if (month !== null && (month < 1 || month > 12)) return null;
  if (day !== null && month !== null) {
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > daysInMonth) return null;
  }
  return { year, month, day, precision: day !== null ? 'day' : month !== null ? 'month' : 'year' };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The stored pair: the first day of the period ("1950-03-01") and its precision. */
export function toStoredDate(value: string): { date: string; precision: DatePrecision } | null {
  const parsed = parsePartialDate(value);
  if (!parsed) return null;
  return {
    date: `${parsed.year}-${pad(parsed.month ?? 1)}-${pad(parsed.day ?? 1)}`,
    precision: parsed.precision,
  };
}

/** Back from the stored pair to what the family entered. */
export function fromStoredDate(date: string | null, precision: string | null): string | null {
  if (!date) return null;
  const iso = date.slice(0, 10);
  if (precision === 'year') return iso.slice(0, 4);
  if (precision === 'month') return iso.slice(0, 7);
  return iso;
}

/** Shown as entered: "1950", "03.1950", "12.03.1950". */
export function formatPartialDate(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parsePartialDate(value);
  if (!parsed) return '';
  if (parsed.precision === 'year') return String(parsed.year);
  if (parsed.precision === 'month') return `${pad(parsed.month ?? 1)}.${parsed.year}`;
  return `${pad(parsed.day ?? 1)}.${pad(parsed.month ?? 1)}.${parsed.year}`;
}

/** The last day of the period, to compare a partial date with another or with today. */
export function partialDateEnd(value: string): string | null {
  const parsed = parsePartialDate(value);
  if (!parsed) return null;
  const month = parsed.month ?? 12;
  const day = parsed.day ?? new Date(Date.UTC(parsed.year, month, 0)).getUTCDate();
  return `${parsed.year}-${pad(month)}-${pad(day)}`;
}

/** "1950 – 2020", "1950 –" for the living, "" when nothing is known: the years under a name on a card. */
export function lifeYears(birth: string | null | undefined, death: string | null | undefined): string {
  const from = birth ? birth.slice(0, 4) : '';
  const to = death ? death.slice(0, 4) : '';
  if (!from && !to) return '';
  if (!to) return `${from} –`;
  return `${from || '?'} – ${to}`;
}
