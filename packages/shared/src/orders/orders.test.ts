import { describe, expect, it } from 'vitest';
import { categoryFor } from './kinds';
import {
  nextStatuses,
  ORDER_STATUS_MSG,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  statusProblem,
  transitionProblem,
} from './statuses';
import { discountKopecks, NO_DISCOUNT, orderTotals, TOTALS_MSG } from './totals';

const confirmed = { clientConfirmed: true };
const unverified = { clientConfirmed: false };

describe('deal statuses', () => {
  it('list the six statuses and never allow a move to an unknown one', () => {
    expect(ORDER_STATUSES).toEqual([
      'new',
      'in_progress',
      'awaiting_payment',
      'paid',
      'completed',
      'cancelled',
    ]);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_TRANSITIONS[from]) expect(ORDER_STATUSES).toContain(to);
      expect(ORDER_TRANSITIONS[from]).not.toContain(from);
    }
  });

  it('move forward, cancel an open deal, reopen a cancelled one as new', () => {
    expect(transitionProblem('new', 'in_progress', confirmed)).toBeNull();
    expect(transitionProblem('in_progress', 'awaiting_payment', confirmed)).toBeNull();
    expect(transitionProblem('awaiting_payment', 'paid', confirmed)).toBeNull();
    expect(transitionProblem('paid', 'completed', confirmed)).toBeNull();
    expect(transitionProblem('paid', 'cancelled', confirmed)).toBeNull();
    expect(transitionProblem('cancelled', 'new', confirmed)).toBeNull();
    expect(transitionProblem('completed', 'in_progress', confirmed)).toBeNull();
  });

  it('refuse moves outside the table with the statuses named', () => {
    expect(transitionProblem('cancelled', 'paid', confirmed)).toBe(
      ORDER_STATUS_MSG.transition('cancelled', 'paid'),
    );
    expect(transitionProblem('completed', 'cancelled', confirmed)).toBe(
      'Сделку нельзя перевести из статуса «Выполнена» в «Отменена».',
    );
    expect(transitionProblem('awaiting_payment', 'new', confirmed)).not.toBeNull();
  });

  it('keep a deal of an unverified client (or of none) in Новая, В работе or Отменена', () => {
    expect(statusProblem('new', unverified)).toBeNull();
    expect(statusProblem('in_progress', unverified)).toBeNull();
    expect(statusProblem('cancelled', unverified)).toBeNull();
    for (const status of ['awaiting_payment', 'paid', 'completed'] as const) {
      expect(statusProblem(status, unverified)).toBe(ORDER_STATUS_MSG.unverifiedClient);
      expect(statusProblem(status, confirmed)).toBeNull();
    }
    expect(transitionProblem('in_progress', 'paid', unverified)).toBe(ORDER_STATUS_MSG.unverifiedClient);
    // saving a paid deal whose client became unverified is refused too
    expect(transitionProblem('paid', 'paid', unverified)).toBe(ORDER_STATUS_MSG.unverifiedClient);
    expect(transitionProblem('paid', 'paid', confirmed)).toBeNull();
  });

  it('offer the board only the moves allowed now', () => {
    expect(nextStatuses('new', unverified)).toEqual(['in_progress', 'cancelled']);
    expect(nextStatuses('new', confirmed)).toEqual([
      'in_progress',
      'awaiting_payment',
      'paid',
      'completed',
      'cancelled',
    ]);
    expect(nextStatuses('cancelled', confirmed)).toEqual(['new']);
  });
});

describe('deal kinds', () => {
  it('a sale is always category 4, a deal keeps the chosen one', () => {
    expect(categoryFor(2, undefined)).toBe(4);
    expect(categoryFor(2, 2)).toBe(4);
    expect(categoryFor(1, 3)).toBe(3);
    expect(categoryFor(1, undefined)).toBeNull();
  });
});

describe('deal totals', () => {
  it('add lines, take line and deal discounts, payments, in kopecks', () => {
    const result = orderTotals(
      [
        { price: 1_250_050, quantity: 1, discount: NO_DISCOUNT }, // 12 500,50 ₽
        { price: 150_000, quantity: 3, discount: { kind: 'amount', value: 50_000 } }, // 4 500 − 500
        { price: 99_999, quantity: 2, discount: { kind: 'percent', value: 10 } }, // 1 999,98 − 200,00 (199,998 ↑)
      ],
      { kind: 'percent', value: 5 },
      [500_000, 100_000],
    );
    expect(result.problem).toBeNull();
    const totals = result.totals!;
    expect(totals.lines).toEqual([
      { subtotal: 1_250_050, discount: 0, total: 1_250_050 },
      { subtotal: 450_000, discount: 50_000, total: 400_000 },
      { subtotal: 199_998, discount: 20_000, total: 179_998 },
    ]);
    expect(totals.gross).toBe(1_900_048);
    expect(totals.subtotal).toBe(1_830_048);
    expect(totals.discount).toBe(91_502); // 5 % of 18 300,48 = 915,024 → 915,02
    expect(totals.total).toBe(1_738_546);
    expect(totals.discountTotal).toBe(1_900_048 - 1_738_546);
    expect(totals.paid).toBe(600_000);
    expect(totals.due).toBe(1_138_546);
  });

  it('round a percent half up to the kopeck', () => {
    expect(discountKopecks(150, { kind: 'percent', value: 1 })).toBe(2); // 1,5 → 2
    expect(discountKopecks(149, { kind: 'percent', value: 1 })).toBe(1);
    expect(discountKopecks(12345, { kind: 'percent', value: 100 })).toBe(12345);
    expect(discountKopecks(12345, { kind: 'amount', value: 45 })).toBe(45);
  });

  it('an empty deal is zero; a full 100 % discount is zero; overpayment shows as negative due', () => {
    expect(orderTotals([], NO_DISCOUNT).totals).toMatchObject({ total: 0, due: 0 });
    const free = orderTotals([{ price: 1000, quantity: 2, discount: NO_DISCOUNT }], {
      kind: 'percent',
      value: 100,
    });
    expect(free.totals?.total).toBe(0);
    expect(
      orderTotals([{ price: 1000, quantity: 1, discount: NO_DISCOUNT }], NO_DISCOUNT, [1500]).totals?.due,
    ).toBe(-500);
  });

  it('refuse a discount that makes a line or the deal negative, naming the field', () => {
    expect(
      orderTotals([{ price: 1000, quantity: 1, discount: { kind: 'amount', value: 1001 } }], NO_DISCOUNT)
        .problem,
    ).toEqual({ field: 'items.0.discount', message: TOTALS_MSG.lineNegative });
    expect(
      orderTotals(
        [
          { price: 1000, quantity: 1, discount: NO_DISCOUNT },
          { price: 500, quantity: 2, discount: { kind: 'amount', value: 500 } },
        ],
        { kind: 'amount', value: 1501 },
      ).problem,
    ).toEqual({ field: 'discount', message: TOTALS_MSG.dealNegative });
    // exactly the sum is fine
    expect(
      orderTotals([{ price: 1000, quantity: 1, discount: NO_DISCOUNT }], { kind: 'amount', value: 1000 })
        .totals?.total,
    ).toBe(0);
  });

  it('refuse bad percents, amounts and quantities', () => {
    const line = (discount = NO_DISCOUNT, quantity = 1) => [{ price: 100, quantity, discount }];
    expect(orderTotals(line(), { kind: 'percent', value: 101 }).problem?.message).toBe(
      TOTALS_MSG.percentRange,
    );
    expect(orderTotals(line(), { kind: 'percent', value: 2.5 }).problem?.message).toBe(
      TOTALS_MSG.percentRange,
    );
    expect(orderTotals(line(), { kind: 'amount', value: -1 }).problem?.message).toBe(
      TOTALS_MSG.amountInvalid,
    );
    expect(orderTotals(line({ kind: 'percent', value: -5 }), NO_DISCOUNT).problem).toEqual({
      field: 'items.0.discount',
      message: TOTALS_MSG.percentRange,
    });
    expect(orderTotals(line(NO_DISCOUNT, 0), NO_DISCOUNT).problem?.field).toBe('items.0.quantity');
    expect(orderTotals(line(NO_DISCOUNT, 1.5), NO_DISCOUNT).problem?.field).toBe('items.0.quantity');
  });
});
