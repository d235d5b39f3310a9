import { z } from 'zod';
import { codeField, identifierField, optionalNameField, passwordField } from './fields';
import { MSG } from './messages';

/** The web auth forms' rules: the shared field schemas of SPEC §5 with the spec's messages. */
export const passwordLoginSchema = z.object({ login: identifierField, password: passwordField });
export type PasswordLoginValues = z.infer<typeof passwordLoginSchema>;

export const identifierSchema = z.object({ login: identifierField });
export type IdentifierValues = z.infer<typeof identifierSchema>;

export const codeSchema = z.object({ code: codeField });
export type CodeValues = z.infer<typeof codeSchema>;

export const newPasswordSchema = z.object({ code: codeField, password: passwordField });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const registrationSchema = z
  .object({
    login: identifierField,
    password: passwordField,
    type_user: z.enum(['1', '2']),
    first_name: optionalNameField,
    company_name: z.string().trim().max(200, MSG.tooLong),
  })
  .superRefine((value, ctx) => {
    if (value.type_user === '2' && value.company_name.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: MSG.required });
    }
  });
export type RegistrationValues = z.infer<typeof registrationSchema>;
