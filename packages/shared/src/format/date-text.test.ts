import { describe, expect, it } from 'vitest';
import { PERSON_MSG } from '../api/persons';
import {
  DATE_TEXT_MSG,
  dateText,
  dateTimeText,
  dateTimeValueProblem,
  dateValueProblem,
  isIsoDay,
  isLocalDateTime,
  isoDayOf,
  maskDateText,
  maskedCaret,
  PARTIAL_DATE_HINT,
  parseDateText,
  parseDateTimeText,
  parseTimeText,
  partialDateFromText,
} from './date-text';

describe('dates as a person types them', () => {
  it('reads dd.MM.yyyy as the ISO day, one-digit day and month too', () => {
    expect(parseDateText('12.05.2026')).toEqual({ ok: true, value: '2026-05-12' });
    expect(parseDateText(' 1.5.2026 ')).toEqual({ ok: true, value: '2026-05-01' });
    expect(parseDateText('29.02.2024')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseDateText('')).toEqual({ ok: true, value: '' });
    // a pasted API date is taken as it is
    expect(parseDateText('2026-05-12')).toEqual({ ok: true, value: '2026-05-12' });
  });

  it('says whether a date is unfinished or impossible', () => {
    for (const unfinished of ['12', '12.05', '12.05.20', '12.05.202', '12/05', 'завтра'])
      expect(parseDateText(unfinished), unfinished).toEqual({
        ok: false,
        problem: DATE_TEXT_MSG.dateIncomplete,
      });
    for (const impossible of [
      '31.02.2026',
      '29.02.2025',
      '00.05.2026',
      '12.13.2026',
      '12.05.0999',
      '2026-02-30',
    ])
      expect(parseDateText(impossible), impossible).toEqual({
        ok: false,
        problem: DATE_TEXT_MSG.dateImpossible,
      });
  });

  it('reads a time and a date with its time', () => {
    expect(parseTimeText('9:05')).toEqual({ ok: true, value: '09:05' });
    expect(parseTimeText('24:00')).toEqual({ ok: false, problem: DATE_TEXT_MSG.timeImpossible });
    expect(parseTimeText('10:6')).toEqual({ ok: false, problem: DATE_TEXT_MSG.timeIncomplete });
    expect(parseDateTimeText('20.05.2030 10:00')).toEqual({ ok: true, value: '2030-05-20T10:00' });
    expect(parseDateTimeText('2030-05-20T10:00')).toEqual({ ok: true, value: '2030-05-20T10:00' });
    expect(parseDateTimeText('')).toEqual({ ok: true, value: '' });
    expect(parseDateTimeText('20.05.2030')).toEqual({ ok: false, problem: DATE_TEXT_MSG.dateTimeIncomplete });
    expect(parseDateTimeText('20.05.2030 10')).toEqual({
      ok: false,
      problem: DATE_TEXT_MSG.dateTimeIncomplete,
    });
    expect(parseDateTimeText('20.05')).toEqual({ ok: false, problem: DATE_TEXT_MSG.dateTimeIncomplete });
    expect(parseDateTimeText('30.02.2030 10:00')).toEqual({
      ok: false,
      problem: DATE_TEXT_MSG.dateImpossible,
    });
    expect(parseDateTimeText('20.05.2030 25:00')).toEqual({
      ok: false,
      problem: DATE_TEXT_MSG.timeImpossible,
    });
  });

  it('writes the API forms the Russian way', () => {
    expect(dateText('2026-05-12')).toBe('12.05.2026');
    expect(dateText('')).toBe('');
    expect(dateText(null)).toBe('');
    expect(dateText('12.05.2026')).toBe('');
    expect(dateTimeText('2030-05-20T10:00')).toBe('20.05.2030 10:00');
    expect(dateTimeText('2030-05-20')).toBe('');
  });

  it('tells a field value that is a date from one still being typed', () => {
    expect(isIsoDay('2026-05-12')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('12.05.2026')).toBe(false);
    expect(isLocalDateTime('2026-05-12T23:59')).toBe(true);
    expect(isLocalDateTime('2026-05-12T24:00')).toBe(false);
    expect(isoDayOf('2026-05-12')).toBe('2026-05-12');
    expect(isoDayOf('12.05.20')).toBe('');
    expect(dateValueProblem('')).toBeNull();
    expect(dateValueProblem('2026-05-12')).toBeNull();
    expect(dateValueProblem('12.05.20')).toBe(DATE_TEXT_MSG.dateIncomplete);
    expect(dateValueProblem('31.02.2026')).toBe(DATE_TEXT_MSG.dateImpossible);
    expect(dateTimeValueProblem('2026-05-12T10:00')).toBeNull();
    expect(dateTimeValueProblem('12.05.2026')).toBe(DATE_TEXT_MSG.dateTimeIncomplete);
  });
});

describe('the mask of a date field', () => {
  it('shapes digits into dd.MM.yyyy as they are typed', () => {
    const typed = '12052026'.split('').reduce<string[]>((steps, digit) => {
      steps.push(maskDateText((steps.at(-1) ?? '') + digit, 'date'));
      return steps;
    }, []);
    expect(typed).toEqual(['1', '12', '12.0', '12.05', '12.05.2', '12.05.20', '12.05.202', '12.05.2026']);
    // a ninth digit has nowhere to go
    expect(maskDateText('12.05.20261', 'date')).toBe('12.05.2026');
  });

  it('keeps typed separators, pads a single digit before one, drops other characters', () => {
    expect(maskDateText('1.', 'date')).toBe('01.');
    expect(maskDateText('01.5.', 'date')).toBe('01.05.');
    // only the separator just typed pads; those already there are kept as they are (a date is being corrected)
    expect(maskDateText('1.5.2026', 'date')).toBe('1.5.2026');
    expect(maskDateText('12/05/2026', 'date')).toBe('12.05.2026');
    expect(maskDateText('12-05 2026', 'date')).toBe('12.05.2026');
    expect(maskDateText('1a2.b05', 'date')).toBe('12.05');
    expect(maskDateText('.', 'date')).toBe('');
  });

  it('never re-adds a separator being erased', () => {
    expect(maskDateText('12.', 'date')).toBe('12.');
    expect(maskDateText('12', 'date')).toBe('12');
    expect(maskDateText('12.05.', 'date')).toBe('12.05.');
  });

  it('shapes a date with its time, and a time', () => {
    expect(maskDateText('200520301000', 'datetime')).toBe('20.05.2030 10:00');
    expect(maskDateText('20.05.2030 9:', 'datetime')).toBe('20.05.2030 09:');
    expect(maskDateText('0930', 'time')).toBe('09:30');
  });

  it('writes a pasted ISO date the Russian way', () => {
    expect(maskDateText('2026-05-12', 'date')).toBe('12.05.2026');
    expect(maskDateText('2030-05-20T10:00', 'datetime')).toBe('20.05.2030 10:00');
    expect(maskDateText('2030-05-20T10:00', 'date')).toBe('20.05.2030');
  });

  it('keeps the caret after the same digits', () => {
    expect(maskedCaret('123', 3, '12.3')).toBe(4);
    // a digit typed in the middle: the caret stays after it
    expect(maskedCaret('12.0.2026', 4, '12.0.2026')).toBe(4);
    expect(maskedCaret('120.05.2026', 3, '12.05.2026')).toBe(4);
  });
});

describe("a person's partial date as typed", () => {
  it('reads the Russian forms and passes the API forms on', () => {
    expect(partialDateFromText('1950')).toBe('1950');
    expect(partialDateFromText('3.1950')).toBe('1950-03');
    expect(partialDateFromText('03.1950')).toBe('1950-03');
    expect(partialDateFromText('12.03.1950')).toBe('1950-03-12');
    expect(partialDateFromText(' 12/03/1950 ')).toBe('1950-03-12');
    expect(partialDateFromText('12,03,1950')).toBe('1950-03-12');
    expect(partialDateFromText('3,1950')).toBe('1950-03');
    expect(partialDateFromText('1950-03-12')).toBe('1950-03-12');
    expect(partialDateFromText('весна 1950')).toBe('весна 1950');
  });

  it("gives the field's hint and the rule's message the same words", () => {
    expect(PARTIAL_DATE_HINT).toBe('дд.мм.гггг, мм.гггг или гггг');
    expect(PERSON_MSG.dateFormat).toContain(PARTIAL_DATE_HINT);
  });
});
