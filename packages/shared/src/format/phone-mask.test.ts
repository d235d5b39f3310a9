import { describe, expect, it } from 'vitest';
import { isPhone } from '../validation/patterns';
import { isCompleteRussianPhone, maskRussianPhone } from './phone-mask';

describe('maskRussianPhone', () => {
  it('writes +7 (###) ###-##-## as the digits come', () => {
    expect(maskRussianPhone('')).toBe('');
    expect(maskRussianPhone('9')).toBe('+7 (9');
    expect(maskRussianPhone('900')).toBe('+7 (900');
    expect(maskRussianPhone('9001')).toBe('+7 (900) 1');
    expect(maskRussianPhone('9001234')).toBe('+7 (900) 123-4');
    expect(maskRussianPhone('900123456')).toBe('+7 (900) 123-45-6');
    expect(maskRussianPhone('9001234567')).toBe('+7 (900) 123-45-67');
  });

  it('takes a leading 7 or 8 as the country code and drops extra digits and other characters', () => {
    expect(maskRussianPhone('+7')).toBe('+7');
    expect(maskRussianPhone('8 900 123 45 67')).toBe('+7 (900) 123-45-67');
    expect(maskRussianPhone('+7 (900) 123-45-6789')).toBe('+7 (900) 123-45-67');
    expect(maskRussianPhone('tel: 7-900-123')).toBe('+7 (900) 123');
  });

  it('never puts back a separator the person just deleted', () => {
    expect(maskRussianPhone('+7 (900) ')).toBe('+7 (900');
    expect(maskRussianPhone('+7 (900) 123-')).toBe('+7 (900) 123');
    expect(maskRussianPhone('+7 (')).toBe('+7');
    expect(maskRussianPhone('+')).toBe('');
  });

  it('re-masks its own output unchanged, and a complete number passes the spec pattern', () => {
    const full = maskRussianPhone('9001234567');
    expect(maskRussianPhone(full)).toBe(full);
    expect(isCompleteRussianPhone(full)).toBe(true);
    expect(isPhone(full)).toBe(true);
    expect(isCompleteRussianPhone('+7 (900) 123-45-6')).toBe(false);
  });
});
