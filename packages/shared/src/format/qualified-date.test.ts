import { describe, expect, it } from 'vitest';
import {
  exactDate,
  formatQualifiedDate,
  personDate,
  personLifeDates,
  personLifeYears,
  type QualifiedDate,
  qualifiedDateProblem,
  qualifiedDateRange,
  qualifiedYear,
} from './partial-date';

const date = (
  value: string | null,
  qualifier: QualifiedDate['qualifier'] = 'exact',
  extra: Partial<QualifiedDate> = {},
): QualifiedDate => ({ ...exactDate(value), qualifier, ...extra });

describe('a person’s qualified dates', () => {
  it.each([
    [date('1900'), '1900'],
    [date('1900-03-12'), '12.03.1900'],
    [date('1900', 'about'), 'около 1900'],
    [date('1900', 'before'), 'до 1900'],
    [date('1900', 'after'), 'после 1900'],
    [date('1890', 'between', { value_to: '1900' }), 'между 1890 и 1900'],
    [date('1890', 'from_to', { value_to: '1900' }), 'с 1890 по 1900'],
    [date('1890', 'from_to'), 'с 1890'],
    [date('1900', 'to'), 'по 1900'],
    [date('1900', 'calculated'), 'вычислено: 1900'],
    [date('1900', 'estimated'), 'оценочно: 1900'],
    [date(null, 'phrase', { phrase: 'зимой перед войной' }), 'зимой перед войной'],
    [date('1850-03-12', 'exact', { calendar: 'julian' }), '12.03.1850 (ст. ст.)'],
    [date('1751', 'exact', { phrase: '1750/51' }), '1751 («1750/51»)'],
    [null, ''],
  ] as const)('%o reads «%s»', (value, text) => {
    expect(formatQualifiedDate(value)).toBe(text);
  });

  it('shortens the years of a card and of a life', () => {
    expect(qualifiedYear(date('1900-05', 'about'))).toBe('ок. 1900');
    expect(qualifiedYear(date('1890', 'between', { value_to: '1900' }))).toBe('1890–1900');
    expect(qualifiedYear(date('1890', 'from_to'))).toBe('с 1890');
    expect(qualifiedYear(date(null, 'phrase', { phrase: 'давно' }))).toBe('?');
    const person = {
      date_birth: '1900',
      date_birth_qualifier: 'about',
      date_death: '1950-03-01',
    } as const;
    expect(personLifeYears(person)).toBe('ок. 1900 – 1950');
    expect(personLifeDates(person)).toBe('около 1900 – 01.03.1950');
    expect(personLifeYears({ date_birth: '1950', date_death: null })).toBe('1950 –');
    expect(personLifeYears({ date_birth: null, date_death: null })).toBe('');
    expect(
      personLifeYears({
        date_birth: null,
        date_death: null,
        date_death_qualifier: 'phrase',
        date_death_phrase: 'в войну',
      }),
    ).toBe('? – ?');
    expect(personDate({ date_birth: null, date_death: null }, 'birth')).toBeNull();
  });

  it('stands for a range of days when searched: ±2 years around an approximate date', () => {
    expect(qualifiedDateRange(date('1900', 'about'))).toEqual({ from: '1898-01-01', to: '1902-12-31' });
    expect(qualifiedDateRange(date('2000-02-29', 'estimated'))).toEqual({
      from: '1998-02-28',
      to: '2002-02-28',
    });
    expect(qualifiedDateRange(date('1900', 'before'))).toEqual({ from: null, to: '1900-12-31' });
    expect(qualifiedDateRange(date('1900', 'after'))).toEqual({ from: '1900-01-01', to: null });
    expect(qualifiedDateRange(date('1890', 'between', { value_to: '1900' }))).toEqual({
      from: '1890-01-01',
      to: '1900-12-31',
    });
    expect(qualifiedDateRange(date('1890', 'from_to'))).toEqual({ from: '1890-01-01', to: null });
    expect(qualifiedDateRange(date('1900', 'to'))).toEqual({ from: null, to: '1900-12-31' });
    expect(qualifiedDateRange(date('1900-03'))).toEqual({ from: '1900-03-01', to: '1900-03-31' });
    expect(qualifiedDateRange(date(null, 'phrase', { phrase: 'давно' }))).toBeNull();
  });

  it('says what is missing or backwards', () => {
    expect(qualifiedDateProblem(date(null))).toBeNull();
    expect(qualifiedDateProblem(date(null, 'about'))).toBe('valueRequired');
    expect(qualifiedDateProblem(date('1900', 'between'))).toBe('toRequired');
    expect(qualifiedDateProblem(date('1900', 'between', { value_to: '1890' }))).toBe('toBeforeValue');
    expect(qualifiedDateProblem(date('1900', 'between', { value_to: '1900' }))).toBe('toBeforeValue');
    expect(qualifiedDateProblem(date('1900', 'between', { value_to: '1900-06' }))).toBeNull();
    expect(qualifiedDateProblem(date('1900', 'from_to'))).toBeNull();
    expect(qualifiedDateProblem(date(null, 'phrase'))).toBe('phraseRequired');
  });
});
