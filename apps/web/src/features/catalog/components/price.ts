import { formatRubles, MONEY_MSG, rublesProblem } from '@sp/shared/format/money';
import { MSG } from '@sp/shared/validation/messages';
import { z } from 'zod';

/** Rubles as the API answers them (19.99) shown with two decimals: «19,99 ₽». */
export function rubles(value: number): string {
  return formatRubles(Math.round(value * 100));
}

export type ParsedPrice = { ok: true; value: number } | { ok: false; error: string };

/**
 * What a person types into a price field, read as rubles: spaces (also non-breaking) group thousands,
 * a comma or a point separates kopecks: «1 234,50» → 1234.5. Two decimals at most, never negative.
 */
export function parsePrice(text: string): ParsedPrice {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return { ok: false, error: MSG.required };
  if (/^-\d+(\.\d*)?$/.test(compact)) return { ok: false, error: MONEY_MSG.negative };
  if (!/^\d+(\.\d*)?$/.test(compact)) return { ok: false, error: MONEY_MSG.notNumber };
  if ((compact.split('.')[1] ?? '').length > 2) return { ok: false, error: MONEY_MSG.decimals };
  const value = Number(compact);
  const problem = rublesProblem(value);
  return problem ? { ok: false, error: problem } : { ok: true, value };
}

/** Rubles written for editing: 1234.5 → «1 234,50». */
export function priceText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An optional price filter: empty is no filter, anything unreadable too (the field says why). */
export function optionalPrice(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const parsed = parsePrice(text);
  return parsed.ok ? parsed.value : undefined;
}

/** A form's price text checked by parsePrice; the form converts it with parsePrice on submit. */
export const priceTextSchema = z.string().superRefine((text, ctx) => {
  const parsed = parsePrice(text);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
});

/** The number behind a text priceTextSchema accepted. */
export function priceValue(text: string): number {
  const parsed = parsePrice(text);
  if (!parsed.ok) throw new RangeError(parsed.error);
  return parsed.value;
}
