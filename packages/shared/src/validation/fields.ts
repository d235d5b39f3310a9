import { z } from 'zod';
import { MSG } from './messages';
import { EMAIL_PATTERN, isEmail, isName, isPhone, PERSON_NAME_PATTERN, PHONE_PATTERN } from './patterns';

/**
 * What the API document states of a string the server checks by a rule (`.meta(PHONE_DOC)`): the pattern the
 * server checks, or the nearest one JSON Schema can say with the rest in the description, and an example the
 * server accepts (a client, a test or a fuzzer may send it as it is).
 */
export type FieldDoc = { pattern: string; example: string; description?: string };

export const PHONE_DOC: FieldDoc = {
  pattern: PHONE_PATTERN.source,
  example: '+7 (900) 000-00-01',
  description:
    'A phone: 7 to 14 digits; an optional leading +, a (2-3 digit) code, spaces or hyphens between',
};
export const EMAIL_DOC: FieldDoc = { pattern: EMAIL_PATTERN.source, example: 'sample@example.ru' };
export const CODE_DOC: FieldDoc = {
  pattern: '^\\d{5}$',
  example: '12345',
  description: 'The 5-digit code that was sent',
};
export const NAME_DOC: FieldDoc = {
  pattern: '^[A-Za-zА-Яа-яЁё]{2,15}$',
  example: 'Анна',
  description: 'Letters only, 2 to 15',
};
/** A phone, or else an e-mail (SPEC §5: a login is a phone when it looks like one). */
export const IDENTIFIER_DOC: FieldDoc = {
  pattern: `${PHONE_PATTERN.source}|${EMAIL_PATTERN.source}`,
  example: PHONE_DOC.example,
  description: 'A phone or an e-mail',
};

export const PERSON_NAME_DOC: FieldDoc = {
  pattern: PERSON_NAME_PATTERN.source,
  example: 'Иванова',
  description: 'Letters, with a hyphen, a space or an apostrophe between parts',
};
/** A real day as YYYY-MM-DD. */
export const DAY_DOC: FieldDoc = {
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  example: '2020-02-03',
  description: 'A real day, YYYY-MM-DD',
};
export const PAST_DAY_DOC: FieldDoc = {
  ...DAY_DOC,
  description: 'A real day, YYYY-MM-DD, not in the future',
};

/**
 * A rule across fields as JSON Schema states it on the object (`.meta(anyOfRequired('phone', 'email'))`): at
 * least one of the properties is sent.
 */
export function anyOfRequired(...names: string[]) {
  return { anyOf: names.map((name) => ({ required: [name] })) };
}
/**
 * At least one of the properties is sent and not empty (`filled`: a string's `{ minLength: 1 }`, a list's
 * `{ minItems: 1 }`), where a rule across fields reads '' or [] as left out.
 */
export function anyOfFilled(names: string[], filled: Record<string, unknown> = { minLength: 1 }) {
  return { anyOf: names.map((name) => ({ required: [name], properties: { [name]: filled } })) };
}
/** Exactly one of the properties is sent. */
export function oneOfRequired(...names: string[]) {
  return { oneOf: names.map((name) => ({ required: [name] })) };
}
/** SPEC §7: most calls take "phone or email". */
export const PHONE_OR_EMAIL = {
  ...anyOfRequired('phone', 'email'),
  description: 'phone or email is required',
};

/** The same rule for a field that may also be sent empty (''). */
export function orEmpty(doc: FieldDoc): FieldDoc {
  return {
    ...doc,
    pattern: `^$|${doc.pattern}`,
    ...(doc.description ? { description: `${doc.description}; or ''` } : {}),
  };
}

/**
 * A string that reports the spec's "required" message when missing, null or of the wrong type.
 * Every rule in this file aborts the rest when it fails: a field shows one message, its first broken rule.
 */
export function requiredString() {
  return z.string({ error: MSG.required }).trim().min(1, { message: MSG.required, abort: true });
}

export const emailField = requiredString()
  .min(3, { message: MSG.min3, abort: true })
  .max(50, { message: MSG.tooLong, abort: true })
  .refine(isEmail, { message: MSG.emailFormat, abort: true })
  .meta(EMAIL_DOC);

export const phoneField = requiredString()
  .min(3, { message: MSG.min3, abort: true })
  .max(50, { message: MSG.tooLong, abort: true })
  .refine(isPhone, { message: MSG.phoneFormat, abort: true })
  .meta(PHONE_DOC);

/** '' or a phone of the SPEC §5 pattern (a contact that may be left out). */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(50, { message: MSG.tooLong, abort: true })
  .default('')
  .refine((value) => value === '' || isPhone(value), { message: MSG.phoneFormat, abort: true })
  .meta(orEmpty(PHONE_DOC));

/** '' or an e-mail of at least 3 characters. */
export const optionalEmailField = z
  .string()
  .trim()
  .max(50, { message: MSG.tooLong, abort: true })
  .default('')
  .refine((value) => value === '' || value.length >= 3, { message: MSG.min3, abort: true })
  .refine((value) => value === '' || isEmail(value), { message: MSG.emailFormat, abort: true })
  .meta(orEmpty(EMAIL_DOC));

/** A login identifier: a phone if it looks like one, else it must be an e-mail. */
export const identifierField = requiredString()
  .min(3, { message: MSG.min3, abort: true })
  .max(50, { message: MSG.tooLong, abort: true })
  .refine((value) => isPhone(value) || isEmail(value), { message: MSG.emailFormat, abort: true })
  .meta(IDENTIFIER_DOC);

/**
 * SPEC §9 says 8 to 50; 50 is kept as a floor, not a ceiling: a passphrase or a password manager's password
 * may be longer (ASVS asks for at least 64), so up to 128 are taken.
 */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordField = z
  .string({ error: MSG.required })
  .min(1, { message: MSG.required, abort: true })
  .min(8, { message: MSG.min8, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: MSG.tooLong, abort: true });

export const codeField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { message: MSG.required, abort: true })
  .max(12, { message: MSG.tooLong, abort: true })
  .regex(/^\d+$/, { message: MSG.codeNotNumber, abort: true })
  .length(5, { message: MSG.codeLength, abort: true })
  .meta(CODE_DOC);

export const optionalNameField = z
  .string()
  .trim()
  .refine((value) => value === '' || (value.length >= 2 && value.length <= 15), {
    message: MSG.nameLength,
    abort: true,
  })
  .refine((value) => value === '' || isName(value), { message: MSG.nameLetters, abort: true })
  .meta(orEmpty(NAME_DOC));

export const requiredNameField = requiredString()
  .min(2, { message: MSG.nameLength, abort: true })
  .max(15, { message: MSG.nameLength, abort: true })
  .refine(isName, { message: MSG.nameLetters, abort: true })
  .meta(NAME_DOC);

export const topUpField = z.number({ error: MSG.required }).min(10, { message: MSG.topUpMin, abort: true });

export const bugMessageField = requiredString()
  .min(20, { message: MSG.min20, abort: true })
  .max(5000, { message: MSG.tooLong, abort: true });
