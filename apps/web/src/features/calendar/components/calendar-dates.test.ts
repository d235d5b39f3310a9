import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarStateOf,
  fromMoscowInput,
  monthGrid,
  moscowDay,
  moscowHour,
  moscowInputValue,
  moscowInstant,
  movedTo,
  rangeOf,
  shiftDay,
  startOfWeek,
  titleOf,
  todayInMoscow,
  weekDays,
  weekdayIndex,
} from './calendar-dates';

describe('the month grid', () => {
  it('starts on Monday and holds whole weeks around the month', () => {
    // November 2026: the 1st is a Sunday, the 30th a Monday
    const weeks = monthGrid('2026-11-16');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[5][0]).toBe('2026-11-30');
    expect(weeks[5][6]).toBe('2026-12-06');
    for (const week of weeks) expect(weekdayIndex(week[0])).toBe(0);
  });

  it('is four weeks when the month is exactly four weeks from a Monday', () => {
    // February 2027 begins on a Monday and has 28 days
    const weeks = monthGrid('2027-02-10');
    expect(weeks).toHaveLength(4);
    expect(weeks[0][0]).toBe('2027-02-01');
    expect(weeks[3][6]).toBe('2027-02-28');
  });

  it('gives the period the server is asked for, at most 42 days', () => {
    expect(rangeOf('month', '2026-11-23')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(rangeOf('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('day', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
});

describe('weeks and steps', () => {
  it('finds the Monday of a week, across a month and a year', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(weekDays('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('steps by a month (to the last day of a shorter one), a week or a day', () => {
    expect(shiftDay('month', '2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftDay('month', '2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftDay('month', '2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftDay('week', '2026-11-23', -1)).toBe('2026-11-16');
    expect(shiftDay('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('writes the titles in Russian', () => {
    expect(titleOf('month', '2026-11-23')).toBe('ноябрь 2026');
    expect(titleOf('week', '2026-11-18')).toBe('16 – 22 ноября 2026');
    expect(titleOf('week', '2026-12-01')).toBe('30 ноября – 6 декабря 2026');
    expect(titleOf('week', '2026-12-31')).toBe('28 декабря 2026 – 3 января 2027');
    expect(titleOf('day', '2026-11-23')).toBe('понедельник, 23 ноября 2026');
  });
});

describe('Moscow time', () => {
  it('puts an event on its Moscow day and hour', () => {
    expect(moscowDay('2026-11-20T22:30:00.000Z')).toBe('2026-11-21');
    expect(moscowHour('2026-11-20T22:30:00.000Z')).toBe(1);
    expect(moscowDay('2026-11-20T20:59:00.000Z')).toBe('2026-11-20');
    expect(todayInMoscow(new Date('2026-11-23T21:30:00Z'))).toBe('2026-11-24');
  });

  it('moves an event to another day keeping its time, or into an hour keeping its minutes', () => {
    expect(moscowInstant('2026-11-21', '10:15')).toBe('2026-11-21T07:15:00.000Z');
    expect(movedTo('2026-11-20T22:30:00.000Z', '2026-11-25')).toBe('2026-11-24T22:30:00.000Z');
    expect(movedTo('2026-11-16T08:45:00.000Z', '2026-11-17', 9)).toBe('2026-11-17T06:45:00.000Z');
  });

  it('reads and writes the date-time field on Moscow’s clock', () => {
    expect(moscowInputValue('2026-11-20T22:30:00.000Z')).toBe('2026-11-21T01:30');
    expect(fromMoscowInput('2026-11-21T01:30')).toBe('2026-11-20T22:30:00.000Z');
    expect(fromMoscowInput('')).toBeNull();
    expect(fromMoscowInput('2026-02-30T10:00')).toBeNull();
  });
});

describe('the page’s query', () => {
  it('reads the view and the day, falling back to the month of today', () => {
    expect(calendarStateOf(new URLSearchParams('view=week&date=2026-11-18'), '2026-11-23')).toEqual({
      view: 'week',
      day: '2026-11-18',
    });
    expect(calendarStateOf(new URLSearchParams('view=year&date=2026-13-01'), '2026-11-23')).toEqual({
      view: 'month',
      day: '2026-11-23',
    });
  });
});
