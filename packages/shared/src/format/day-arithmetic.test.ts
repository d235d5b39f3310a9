import { describe, expect, it } from 'vitest';
import { daysIn, shiftDay } from './day-arithmetic';

describe('day arithmetic', () => {
  it('moves a day across months, years and a leap day', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts both ends', () => {
    expect(daysIn('2026-11-27', '2026-11-27')).toBe(1);
    expect(daysIn('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysIn('2028-01-01', '2028-12-31')).toBe(366);
  });
});
