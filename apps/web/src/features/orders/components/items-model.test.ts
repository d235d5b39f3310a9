import { TOTALS_MSG } from '@sp/shared/orders/totals';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/orders-data';
import { draftTotals, type LineDraft, lineDraftOf, newLineDraft } from './items-model';

const lines = (): LineDraft[] => makeOrder().items.map(lineDraftOf);

describe('the deal editor’s totals', () => {
  it('counts lines, a percent line discount and an amount deal discount in kopecks', () => {
    const draft = lines();
    // 12 000 × 1 less 10 % = 10 800; 1 500,50 × 2 = 3 001
    draft[0] = { ...draft[0], discountKind: 'percent', discount: '10' } as LineDraft;
    const result = draftTotals(draft, { kind: 'amount', value: '300,5' }, []);
    expect(result.errors).toEqual({});
    expect(result.lines.map((line) => line?.total)).toEqual([1_080_000, 300_100]);
    expect(result.totals).toMatchObject({
      gross: 1_500_100,
      subtotal: 1_380_100,
      discount: 30_050,
      discountTotal: 150_050,
      total: 1_350_050,
    });
    expect(result.body).toEqual({
      items: [
        { id: 1, kind: 'product', price: 12000, quantity: 1, discount: { kind: 'percent', value: 10 } },
        { id: 2, kind: 'service', price: 1500.5, quantity: 2, discount: { kind: 'amount', value: 0 } },
      ],
      discount: { kind: 'amount', value: 300.5 },
    });
  });

  it('sends a new line as its catalog reference', () => {
    const added = newLineDraft({
      kind: 'composition',
      id: 9,
      name: 'Комплекс «Стандарт»',
      unit: 'шт',
      price: 25000,
    });
    const result = draftTotals([added], { kind: 'percent', value: '' }, []);
    expect(result.body?.items).toEqual([
      {
        kind: 'composition',
        composition_id: 9,
        price: 25000,
        quantity: 1,
        discount: { kind: 'amount', value: 0 },
      },
    ]);
  });

  it('refuses a discount that makes a total negative, on its field', () => {
    const draft = lines();
    draft[1] = { ...draft[1], discountKind: 'amount', discount: '3001,01' } as LineDraft;
    const line = draftTotals(draft, { kind: 'amount', value: '' }, []);
    expect(line.errors).toEqual({ 'items.1.discount': TOTALS_MSG.lineNegative });
    expect(line.totals).toBeNull();
    expect(line.body).toBeNull();

    const deal = draftTotals(lines(), { kind: 'amount', value: '15001,01' }, []);
    expect(deal.errors).toEqual({ discount: TOTALS_MSG.dealNegative });
    expect(draftTotals(lines(), { kind: 'amount', value: '15001' }, []).totals?.total).toBe(0);
  });

  it('says what cannot be read: a price, a quantity, a percent over 100', () => {
    const draft = lines();
    draft[0] = { ...draft[0], price: '12 000,555', quantity: '0' } as LineDraft;
    draft[1] = { ...draft[1], discountKind: 'percent', discount: '101' } as LineDraft;
    const result = draftTotals(draft, { kind: 'percent', value: '5,5' }, []);
    expect(result.errors).toEqual({
      'items.0.price': 'Сумма указывается не более чем с двумя знаками после запятой',
      'items.0.quantity': TOTALS_MSG.quantity,
      'items.1.discount': TOTALS_MSG.percentRange,
      discount: TOTALS_MSG.percentRange,
    });
  });
});
