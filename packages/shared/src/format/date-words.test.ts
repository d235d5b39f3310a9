import { describe, expect, it } from 'vitest';
import { dateInWords, dayInZone, timeInZone } from './date-words';

describe('dateInWords', () => {
  it.each([
    ['2026-11-21', '21 ноября 2026 г.'],
    ['2026-01-01', '1 января 2026 г.'],
    ['2024-02-29', '29 февраля 2024 г.'],
    ['1950-03', 'март 1950 г.'],
    ['1950', '1950 г.'],
    ['2026-05-09T10:00:00.000Z', '9 мая 2026 г.'],
  ])('%s → %s', (value, words) => {
    expect(dateInWords(value)).toBe(words);
  });

  it('gives nothing for nothing or a date that does not exist', () => {
    expect(dateInWords(null)).toBe('');
    expect(dateInWords('')).toBe('');
    expect(dateInWords('2025-02-29')).toBe('');
    expect(dateInWords('вчера')).toBe('');
  });
});

describe('day and time in a zone', () => {
  it('reads a moment on Moscow’s calendar and clock', () => {
    const lateEvening = new Date('2026-11-20T22:30:00.000Z');
    expect(dayInZone(lateEvening)).toBe('2026-11-21');
    expect(timeInZone(lateEvening)).toBe('01:30');
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-11-20');
  });
});
