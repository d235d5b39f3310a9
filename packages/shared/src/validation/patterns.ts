/**
 * SPEC §5: optional leading plus, optional 2-3 digit parenthesised code, digits with optional space or
 * hyphen separators, ending on a digit; 7 to 14 digits in total (the look-ahead). The mask +7 (###) ###-##-##
 * matches. One regular expression, so the API document states the very rule the server checks.
 */
export const PHONE_PATTERN = /^(?=(?:\D*\d){7,14}\D*$)\+?[\d\s-]*(\(\d{2,3}\))?[\d\s-]*\d$/;
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё]+$/;
/** A person's name part: letters, with a hyphen, a space or an apostrophe between parts (Римский-Корсаков). */
export const PERSON_NAME_PATTERN = /^[A-Za-zА-Яа-яЁё]+(?:[ '’-][A-Za-zА-Яа-яЁё]+)*$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
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
