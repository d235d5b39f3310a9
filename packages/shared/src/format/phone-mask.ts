/**
 * The phone mask +7 (###) ###-##-## as the person types: digits only, a leading 8 or 7 taken as the
 * country code (8 900… is the same number as +7 900…), a number typed without it gets +7. At most ten
 * digits after +7; an empty input stays empty.
 */
export function maskRussianPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  if (digits.startsWith('7') || digits.startsWith('8')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  let out = '+7';
  if (digits.length === 0) return out;
  // separators come only with the digit after them, so deleting one never gets stuck
  out += ` (${digits.slice(0, 3)}`;
  if (digits.length <= 3) return out;
  out += `) ${digits.slice(3, 6)}`;
  if (digits.length > 6) out += `-${digits.slice(6, 8)}`;
  if (digits.length > 8) out += `-${digits.slice(8, 10)}`;
  return out;
}

/** Whether a masked phone has all ten digits after +7. */
export function isCompleteRussianPhone(masked: string): boolean {
  return /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/.test(masked);
}
