/**
 * A deal's money, all in integer kopecks: lines (unit price × quantity, less the line's discount), the deal's
 * own discount on their sum, payments and what is left to pay. Both apps use these, so the page shows exactly
 * what the server stores.
 */

/**
 * A discount is an amount (kopecks off the line or the deal) or a whole percent 0–100 of it; the percent is
 * rounded to the kopeck, half up. An amount larger than what it applies to is refused, never clamped.
 */
export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export type Discount = { kind: DiscountKind; value: number };

export const NO_DISCOUNT: Discount = { kind: 'amount', value: 0 };
export const MAX_QUANTITY = 10_000;

export const TOTALS_MSG = {
  lineNegative: 'Скидка больше суммы строки: итог не может быть отрицательным',
  dealNegative: 'Скидка больше суммы сделки: итог не может быть отрицательным',
  percentRange: 'Скидка в процентах — целое число от 0 до 100',
  amountInvalid: 'Скидка — неотрицательная сумма в копейках',
  quantity: `Количество — целое число от 1 до ${MAX_QUANTITY}`,
} as const;

export type TotalsLine = { price: number; quantity: number; discount: Discount };

export type LineTotals = { subtotal: number; discount: number; total: number };

export type OrderTotals = {
  lines: LineTotals[];
  /** Σ price × quantity before any discount */
  gross: number;
  /** Σ of the lines' totals (after their discounts): what the deal's discount applies to */
  subtotal: number;
  /** the deal's own discount in kopecks */
  discount: number;
  /** Σ of every discount, lines' and the deal's */
  discountTotal: number;
  /** what the client owes for the deal */
  total: number;
  paid: number;
  /** total − paid; negative when the client paid more */
  due: number;
};

/** Where a problem is: the deal's discount, or a line's (by index) discount or quantity. */
export type TotalsProblem = {
  field: 'discount' | `items.${number}.discount` | `items.${number}.quantity`;
  message: string;
};

function discountProblem(discount: Discount): string | null {
  if (!Number.isSafeInteger(discount.value) || discount.value < 0) {
    return discount.kind === 'percent' ? TOTALS_MSG.percentRange : TOTALS_MSG.amountInvalid;
  }
  if (discount.kind === 'percent' && discount.value > 100) return TOTALS_MSG.percentRange;
  return null;
}

/** The discount in kopecks off `base` (kopecks); a percent rounds half up. */
export function discountKopecks(base: number, discount: Discount): number {
  if (discount.kind === 'amount') return discount.value;
  return Math.floor((base * discount.value + 50) / 100);
}

export function lineTotals(line: TotalsLine): LineTotals {
  const subtotal = line.price * line.quantity;
  const discount = discountKopecks(subtotal, line.discount);
  return { subtotal, discount, total: subtotal - discount };
}

/**
 * Totals of a deal, or the first problem: a bad quantity or discount, or a discount that would make a line's
 * or the deal's total negative.
 */
export function orderTotals(
  lines: readonly TotalsLine[],
  discount: Discount,
  payments: readonly number[] = [],
): { totals: OrderTotals; problem: null } | { totals: null; problem: TotalsProblem } {
  const computed: LineTotals[] = [];
  for (const [index, line] of lines.entries()) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
      return { totals: null, problem: { field: `items.${index}.quantity`, message: TOTALS_MSG.quantity } };
    }
    const bad = discountProblem(line.discount);
    if (bad) return { totals: null, problem: { field: `items.${index}.discount`, message: bad } };
    const totals = lineTotals(line);
    if (totals.total < 0) {
      return {
        totals: null,
        problem: { field: `items.${index}.discount`, message: TOTALS_MSG.lineNegative },
      };
    }
    computed.push(totals);
  }
  const bad = discountProblem(discount);
  if (bad) return { totals: null, problem: { field: 'discount', message: bad } };
  const gross = computed.reduce((sum, line) => sum + line.subtotal, 0);
  const subtotal = computed.reduce((sum, line) => sum + line.total, 0);
  const own = discountKopecks(subtotal, discount);
  const total = subtotal - own;
  if (total < 0) return { totals: null, problem: { field: 'discount', message: TOTALS_MSG.dealNegative } };
  const paid = payments.reduce((sum, amount) => sum + amount, 0);
  return {
    problem: null,
    totals: {
      lines: computed,
      gross,
      subtotal,
      discount: own,
      discountTotal: gross - total,
      total,
      paid,
      due: total - paid,
    },
  };
}
