import { describe, expect, it } from 'vitest';
import { formatRubles, kopecksToRubles, MONEY_MSG, rublesProblem, rublesToKopecks } from './money';

describe('rubles and kopecks', () => {
  it('convert exactly, including amounts binary floating point cannot hold', () => {
    expect(rublesToKopecks(0.29)).toBe(29);
    expect(rublesToKopecks(19.99)).toBe(1999);
    expect(rublesToKopecks(1.1)).toBe(110);
    expect(rublesToKopecks(0)).toBe(0);
    expect(rublesToKopecks(4.35)).toBe(435);
    expect(rublesToKopecks(100_000_000)).toBe(10_000_000_000);
    expect(rublesToKopecks(99_999_999.99)).toBe(9_999_999_999);
    for (let kopecks = 0; kopecks < 100_000; kopecks += 7) {
      expect(rublesToKopecks(kopecksToRubles(kopecks))).toBe(kopecks);
    }
  });

  it('answer rubles as a number: 1999 → 19.99', () => {
    expect(kopecksToRubles(1999)).toBe(19.99);
    expect(kopecksToRubles(100)).toBe(1);
    expect(kopecksToRubles(5)).toBe(0.05);
    expect(() => kopecksToRubles(1.5)).toThrow(RangeError);
  });

  it('reject negative, huge, over-precise and non-numbers with a Russian message', () => {
    expect(rublesProblem(-0.01)).toBe(MONEY_MSG.negative);
    expect(rublesProblem(100_000_000.01)).toBe(MONEY_MSG.tooLarge);
    expect(rublesProblem(1.005)).toBe(MONEY_MSG.decimals);
    expect(rublesProblem(0.001)).toBe(MONEY_MSG.decimals);
    expect(rublesProblem(1e-7)).toBe(MONEY_MSG.decimals);
    expect(rublesProblem(Number.NaN)).toBe(MONEY_MSG.notNumber);
    expect(rublesProblem(Number.POSITIVE_INFINITY)).toBe(MONEY_MSG.notNumber);
    expect(rublesProblem('10')).toBe(MONEY_MSG.notNumber);
    expect(rublesProblem(12.5)).toBeNull();
    expect(() => rublesToKopecks(-1)).toThrow(MONEY_MSG.negative);
  });

  it('format kopecks as rubles with two decimals', () => {
    expect(formatRubles(123450).replace(/\s/g, ' ')).toBe('1 234,50 ₽');
  });
});
