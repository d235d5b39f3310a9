import { describe, expect, it } from 'vitest';
import { changeText } from '../../../components/figure-tile';
import { moscowToday, presetOf, presetPeriod } from './report-period';

describe('report periods', () => {
  it('takes Moscow’s day: 22:30 UTC on the last day of a month is the next month', () => {
    expect(moscowToday(new Date('2026-01-31T22:30:00Z'))).toBe('2026-02-01');
  });

  it('gives the presets around today', () => {
    const today = '2026-01-15';
    expect(presetPeriod('month', today)).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(presetPeriod('last-month', today)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetPeriod('quarter', '2026-05-20')).toEqual({ start: '2026-04-01', end: '2026-06-30' });
    expect(presetPeriod('year', today)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(presetPeriod('month', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(presetOf({ start: '2025-12-01', end: '2025-12-31' }, today)).toBe('last-month');
    expect(presetOf({ start: '2025-12-02', end: '2025-12-31' }, today)).toBeNull();
  });

  it('says the change against the previous period', () => {
    expect(changeText(22_723.45, 8_000)).toBe('+184 %');
    expect(changeText(50, 100)).toBe('−50 %');
    expect(changeText(100, 100)).toBe('0 %');
    expect(changeText(100, 0)).toBeNull();
  });
});
