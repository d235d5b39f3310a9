/**
 * SPEC §5: optional leading plus, optional 2-3 digit parenthesised code, digits with optional space or
 * hyphen separators, ending on a digit; 7 to 14 digits in total. The mask +7 (###) ###-##-## matches.
 */
const PHONE_SHAPE = /^\+?[\d\s-]*(\(\d{2,3}\))?[\d\s-]*\d$/;
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё]+$/;

export function isPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_SHAPE.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 14;
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/**
 * A phone is stored as digits only. A Russian number typed with the domestic trunk prefix
 * (8 900 000-00-01) is the same number as +7 900 000-00-01, so it is stored with 7.
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export type LoginIdentifier = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

/** SPEC §5: an identifier counts as a phone when it matches the phone pattern, otherwise as an e-mail. */
export function parseIdentifier(value: string): LoginIdentifier {
  return isPhone(value)
    ? { kind: 'phone', value: normalizePhone(value) }
    : { kind: 'email', value: normalizeEmail(value) };
}

/** +7 (900) 000-00-01 for an 11-digit Russian number, +digits otherwise. */
export function formatPhone(digits: string): string {
  if (digits.length === 11 && digits.startsWith('7')) {
    return `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
  }
  return `+${digits}`;
}
