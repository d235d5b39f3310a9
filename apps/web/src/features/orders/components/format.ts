import { isLocalDateTime } from '@sp/shared/format/date-text';
import { formatRubles, MONEY_MSG, rublesProblem } from '@sp/shared/format/money';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { MSG } from '@sp/shared/validation/messages';

/** Rubles as the API answers them (19.99), shown with two decimals: «19,99 ₽». */
export function rubles(value: number): string {
  return formatRubles(Math.round(value * 100));
}

/** Rubles written for editing: 1234.5 → «1234,50». */
export function rublesText(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

export type Parsed = { ok: true; value: number } | { ok: false; error: string };

/**
 * What a person types into a money field, read as rubles: spaces group thousands, a comma or a point separates
 * kopecks («1 234,50» → 1234.5); two decimals at most, never negative.
 */
export function parseRubles(text: string): Parsed {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return { ok: false, error: MSG.required };
  if (/^-\d+(\.\d*)?$/.test(compact)) return { ok: false, error: MONEY_MSG.negative };
  if (!/^\d+(\.\d*)?$/.test(compact)) return { ok: false, error: MONEY_MSG.notNumber };
  if ((compact.split('.')[1] ?? '').length > 2) return { ok: false, error: MONEY_MSG.decimals };
  const value = Number(compact);
  const problem = rublesProblem(value);
  return problem ? { ok: false, error: problem } : { ok: true, value };
}

/** The chip colour of a status: open work neutral, money warm, done green, cancelled grey. */
export const STATUS_COLORS: Record<
  OrderStatus,
  'default' | 'primary' | 'secondary' | 'info' | 'warning' | 'success' | 'error'
> = {
  new: 'info',
  in_progress: 'primary',
  awaiting_payment: 'warning',
  paid: 'secondary',
  completed: 'success',
  cancelled: 'default',
};

/** An ISO date-time as a date-time field's value (yyyy-MM-ddTHH:mm) in the browser's time zone. */
export function localDateTimeValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date-time field's value (yyyy-MM-ddTHH:mm, browser's time zone) as an ISO date-time with its offset, or null when empty or not a date-time (yet). */
export function isoFromLocal(value: string): string | null {
  if (!isLocalDateTime(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** «Титов Андрей Романович» → «Титов А. Р.»: a person's full name (surname first) shortened for a card or a title. */
export function personShortText(fullName: string): string {
  const [last, ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  if (!last) return '';
  const initials = rest.map((word) => `${word[0].toUpperCase()}.`).join(' ');
  return initials ? `${last} ${initials}` : last;
}

/** A client's name for a card or a title: a person shortened, an organisation as it is named. */
export function clientShortName(shopper: { type_shopper: string; name: string }): string {
  return shopper.type_shopper === '1' ? personShortText(shopper.name) : shopper.name;
}
