import { z } from 'zod';
import { MSG } from './messages';
import { isEmail, isName, isPhone } from './patterns';

/** A string that reports the spec's "required" message when missing, null or of the wrong type. */
export function requiredString() {
  return z.string({ error: MSG.required }).trim().min(1, MSG.required);
}

export const emailField = requiredString()
  .min(3, MSG.min3)
  .max(50, MSG.tooLong)
  .refine(isEmail, MSG.emailFormat);

export const phoneField = requiredString()
  .min(3, MSG.min3)
  .max(50, MSG.tooLong)
  .refine(isPhone, MSG.phoneFormat);

/** A login identifier: a phone if it looks like one, else it must be an e-mail. */
export const identifierField = requiredString()
  .min(3, MSG.min3)
  .max(50, MSG.tooLong)
  .refine((value) => isPhone(value) || isEmail(value), MSG.emailFormat);

export const passwordField = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(8, MSG.min8)
  .max(50, MSG.tooLong);

export const codeField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(12, MSG.tooLong)
  .regex(/^\d+$/, MSG.codeNotNumber)
  .length(5, MSG.codeLength);

export const optionalNameField = z
  .string()
  .trim()
  .refine((value) => value === '' || (value.length >= 2 && value.length <= 15), MSG.nameLength)
  .refine((value) => value === '' || isName(value), MSG.nameLetters);

export const requiredNameField = requiredString()
  .min(2, MSG.nameLength)
  .max(15, MSG.nameLength)
  .refine(isName, MSG.nameLetters);

export const topUpField = z.number({ error: MSG.required }).min(10, MSG.topUpMin);

export const bugMessageField = requiredString().min(20, MSG.min20).max(5000, MSG.tooLong);
