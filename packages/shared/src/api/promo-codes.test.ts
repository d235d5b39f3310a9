import { describe, expect, it } from 'vitest';
import { promoPrice } from './promo-codes';

describe('a price with a promo code', () => {
  it('takes the percent off, rounded to the kopeck', () => {
    expect(promoPrice(1000, 10)).toEqual({ discount: 100, paid: 900 });
    expect(promoPrice(990, 15)).toEqual({ discount: 148.5, paid: 841.5 });
    expect(promoPrice(0.99, 15)).toEqual({ discount: 0.15, paid: 0.84 });
  });

  it('takes at least a kopeck off and leaves at least a kopeck to pay', () => {
    expect(promoPrice(0.03, 1)).toEqual({ discount: 0.01, paid: 0.02 });
    expect(promoPrice(0.02, 90)).toEqual({ discount: 0.01, paid: 0.01 });
    expect(promoPrice(0.01, 50)).toEqual({ discount: 0, paid: 0.01 });
  });
});
