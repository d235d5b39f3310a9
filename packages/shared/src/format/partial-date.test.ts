import { describe, expect, it } from 'vitest';
import {
  formatPartialDate,
  fromStoredDate,
  lifeYears,
  parsePartialDate,
  partialDateEnd,
  toStoredDate,
} from './partial-date';

describe('partial dates', () => {
  it('parses a year, a month and a full date with their precision', () => {
    expect(parsePartialDate('1950')).toEqual({ year: 1950, month: null, day: null, precision: 'year' });
    expect(parsePartialDate('1950-03')?.precision).toBe('month');
    expect(parsePartialDate('1950-03-12')?.precision).toBe('day');
  });

  it('refuses impossible dates and other shapes', () => {
    for (const bad of ['1950-13', '1950-02-30', '1900-02-29', '0999', '50', '12.03.1950', '1950-3', ''])
      expect(parsePartialDate(bad), bad).toBeNull();
    expect(parsePartialDate('2000-02-29')?.day).toBe(29);
  });

  it('stores the first day of the period and gives back what was entered', () => {
    for (const value of ['1950', '1950-03', '1950-03-12']) {
      const stored = toStoredDate(value);
      expect(stored).not.toBeNull();
      expect(fromStoredDate(stored?.date ?? null, stored?.precision ?? null)).toBe(value);
    }
    expect(toStoredDate('1950-03')).toEqual({ date: '1950-03-01', precision: 'month' });
    expect(fromStoredDate(null, null)).toBeNull();
  });

  it('formats as the family entered it, dd.MM.yyyy when full', () => {
    expect(formatPartialDate('1950')).toBe('1950');
    expect(formatPartialDate('1950-03')).toBe('03.1950');
    expect(formatPartialDate('1950-03-12')).toBe('12.03.1950');
    expect(formatPartialDate(null)).toBe('');
  });

  it('knows the last day of a period', () => {
    expect(partialDateEnd('1950')).toBe('1950-12-31');
    expect(partialDateEnd('2000-02')).toBe('2000-02-29');
    expect(partialDateEnd('1950-03-12')).toBe('1950-03-12');
  });

  it('writes the years under a name', () => {
    expect(lifeYears('1950-03', '2020')).toBe('1950 – 2020');
    expect(lifeYears('1950', null)).toBe('1950 –');
    expect(lifeYears(null, '2020-01-01')).toBe('? – 2020');
    expect(lifeYears(null, null)).toBe('');
  });
});
