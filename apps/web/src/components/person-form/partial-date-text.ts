import { formatPartialDate } from '@sp/shared/format/partial-date';

const RUSSIAN_DATE = /^(?:(\d{1,2})\.)?(\d{1,2})\.(\d{4})$/;

/**
 * What a family types into a date field → the API's partial ISO string: "1950", "03.1950" and
 * "12.03.1950" (as dates are shown) or "1950-03" and "1950-03-12" (as the API speaks). Anything else is
 * returned trimmed, for the shared schema to reject with its message.
 */
export function partialDateFromText(text: string): string {
  const value = text.trim();
  const match = RUSSIAN_DATE.exec(value);
  if (!match) return value;
  const [, day, month, year] = match;
  const pad = (part: string) => part.padStart(2, '0');
  return day ? `${year}-${pad(month)}-${pad(day)}` : `${year}-${pad(month)}`;
}

/** The API's partial date as the field shows it: "1950", "03.1950", "12.03.1950". */
export function partialDateText(value: string | null | undefined): string {
  return formatPartialDate(value);
}
