import type { OrderDiscount, OrderItem, OrderItemBody } from '@sp/shared/api/orders';
import type { SiteRequestItemKind } from '@sp/shared/api/requests';
import { rublesToKopecks } from '@sp/shared/format/money';
import {
  type Discount,
  type DiscountKind,
  type LineTotals,
  lineTotals,
  MAX_QUANTITY,
  type OrderTotals,
  orderTotals,
  TOTALS_MSG,
} from '@sp/shared/orders/totals';
import { parseRubles, rublesText } from './format';

/** A line as the editor holds it: what was typed, checked and converted to kopecks for the totals. */
export type LineDraft = {
  key: string;
  /** one of the deal's saved lines; absent for a line added now */
  id?: number;
  kind: SiteRequestItemKind;
  item_id: number | null;
  composition_id: number | null;
  name: string;
  unit: string;
  /** rubles as typed */
  price: string;
  quantity: string;
  discountKind: DiscountKind;
  /** rubles for an amount, a whole percent; '' is no discount */
  discount: string;
};

export type DiscountDraft = { kind: DiscountKind; value: string };

let counter = 0;
const nextKey = () => `line-${++counter}`;

function discountText(discount: OrderDiscount): string {
  if (discount.value === 0) return '';
  return discount.kind === 'amount' ? rublesText(discount.value) : String(discount.value);
}

export function lineDraftOf(item: OrderItem): LineDraft {
  return {
    key: `saved-${item.id}`,
    id: item.id,
    kind: item.kind,
    item_id: item.item_id,
    composition_id: item.composition_id,
    name: item.name,
    unit: item.unit,
    price: rublesText(item.price),
    quantity: String(item.quantity),
    discountKind: item.discount.kind,
    discount: discountText(item.discount),
  };
}

/** A new line of the catalog: one unit at its price, no discount. */
export function newLineDraft(option: {
  kind: SiteRequestItemKind;
  id: number;
  name: string;
  unit: string;
  price: number;
}): LineDraft {
  return {
    key: nextKey(),
    kind: option.kind,
    item_id: option.kind === 'composition' ? null : option.id,
    composition_id: option.kind === 'composition' ? option.id : null,
    name: option.name,
    unit: option.unit,
    price: rublesText(option.price),
    quantity: '1',
    discountKind: 'amount',
    discount: '',
  };
}

export function discountDraftOf(discount: OrderDiscount): DiscountDraft {
  return { kind: discount.kind, value: discountText(discount) };
}

type ParsedDiscount = { ok: true; kopecks: Discount; api: OrderDiscount } | { ok: false; error: string };

/** A typed discount: '' is none; an amount in rubles (two decimals), a percent whole 0–100. */
export function parseDiscount(kind: DiscountKind, text: string): ParsedDiscount {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: true, kopecks: { kind, value: 0 }, api: { kind, value: 0 } };
  if (kind === 'percent') {
    if (!/^\d{1,3}$/.test(compact) || Number(compact) > 100)
      return { ok: false, error: TOTALS_MSG.percentRange };
    const value = Number(compact);
    return { ok: true, kopecks: { kind, value }, api: { kind, value } };
  }
  const parsed = parseRubles(compact);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  return {
    ok: true,
    kopecks: { kind, value: rublesToKopecks(parsed.value) },
    api: { kind, value: parsed.value },
  };
}

function parseQuantity(text: string): number | null {
  const compact = text.trim();
  if (!/^\d{1,5}$/.test(compact)) return null;
  const value = Number(compact);
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}

export type FieldErrors = Record<string, string>;

export type DraftTotals = {
  /** field → message: `items.N.price`, `items.N.quantity`, `items.N.discount`, `discount` */
  errors: FieldErrors;
  /** each line's totals in kopecks, where the line reads */
  lines: (LineTotals | null)[];
  /** the deal's totals in kopecks; null while a field is wrong */
  totals: OrderTotals | null;
  /** the PUT body's lines and discount; null while a field is wrong */
  body: { items: OrderItemBody[]; discount: OrderDiscount } | null;
};

/**
 * The editor's live totals, with packages/shared/src/orders/totals.ts in kopecks (as the server counts), and the
 * first problem of each field: what cannot be read, then a discount that would make a total negative.
 */
export function draftTotals(
  lines: readonly LineDraft[],
  discount: DiscountDraft,
  paid: readonly number[],
): DraftTotals {
  const errors: FieldErrors = {};
  const items: OrderItemBody[] = [];
  const totalsLines = [];
  const perLine: (LineTotals | null)[] = [];
  for (const [index, line] of lines.entries()) {
    const price = parseRubles(line.price);
    const quantity = parseQuantity(line.quantity);
    const lineDiscount = parseDiscount(line.discountKind, line.discount);
    if (!price.ok) errors[`items.${index}.price`] = price.error;
    if (quantity === null) errors[`items.${index}.quantity`] = TOTALS_MSG.quantity;
    if (!lineDiscount.ok) errors[`items.${index}.discount`] = lineDiscount.error;
    if (!price.ok || quantity === null || !lineDiscount.ok) {
      perLine.push(null);
      continue;
    }
    const totalsLine = { price: rublesToKopecks(price.value), quantity, discount: lineDiscount.kopecks };
    const computed = lineTotals(totalsLine);
    if (computed.total < 0) {
      errors[`items.${index}.discount`] = TOTALS_MSG.lineNegative;
      perLine.push(null);
      continue;
    }
    perLine.push(computed);
    totalsLines.push(totalsLine);
    items.push(
      line.id !== undefined
        ? { id: line.id, kind: line.kind, price: price.value, quantity, discount: lineDiscount.api }
        : {
            kind: line.kind,
            ...(line.kind === 'composition'
              ? { composition_id: line.composition_id }
              : { item_id: line.item_id }),
            price: price.value,
            quantity,
            discount: lineDiscount.api,
          },
    );
  }
  const deal = parseDiscount(discount.kind, discount.value);
  if (!deal.ok) errors.discount = deal.error;
  if (Object.keys(errors).length > 0 || !deal.ok) return { errors, lines: perLine, totals: null, body: null };
  const result = orderTotals(
    totalsLines,
    deal.kopecks,
    paid.map((rubles) => rublesToKopecks(rubles)),
  );
  if (result.problem) {
    errors[result.problem.field] = result.problem.message;
    return { errors, lines: perLine, totals: null, body: null };
  }
  return { errors, lines: perLine, totals: result.totals, body: { items, discount: deal.api } };
}
