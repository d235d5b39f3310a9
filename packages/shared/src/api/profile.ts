import { z } from 'zod';
import { EMAIL_DOC, emailField, optionalNameField, orEmpty, passwordField } from '../validation/fields';
import { MSG } from '../validation/messages';
import { EMAIL_PATTERN } from '../validation/patterns';
import { innProblem, REQUISITE_DOCS } from '../validation/requisites';

export const updateUserProfileBodySchema = z.object({
  first_name: optionalNameField,
  last_name: optionalNameField,
});

/** Company details a company edits on /app/profile-company. Fields not named by the spec are ours. */
export const companyProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  type_company: z.enum(['REGULAR', 'MUNICIPAL', 'DEALER']),
  is_root: z.boolean(),
  parent_id: z.number().int().nullable(),
  inn: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  description: z.string(),
  created_at: z.string(),
});

const optionalText = (max: number) => z.string().trim().max(max, MSG.tooLong);

export const updateCompanyProfileBodySchema = z.object({
  name: z.string({ error: MSG.required }).trim().min(2, MSG.required).max(200, MSG.tooLong),
  inn: optionalText(12)
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : innProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta(orEmpty(REQUISITE_DOCS.inn)),
  phone: optionalText(50),
  email: optionalText(50)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), MSG.emailFormat)
    .meta(orEmpty(EMAIL_DOC)),
  address: optionalText(300),
  description: optionalText(2000),
});

/** Integrations hold secrets: the API answers only whether each is set, never the value. */
export const integrationsSchema = z.object({
  whatsapp_profile_id: z.string(),
  has_whatsapp_token: z.boolean(),
  telegram_bot_name: z.string(),
  has_telegram_token: z.boolean(),
});

export const updateIntegrationsBodySchema = z.object({
  whatsapp_profile_id: optionalText(100).optional(),
  /** a new token; an empty string removes the stored one; absent leaves it */
  whatsapp_token: optionalText(300).optional(),
  telegram_bot_name: optionalText(100).optional(),
  telegram_token: optionalText(300).optional(),
});

export const availableCompanySchema = z.object({
  id: z.number().int(),
  logo: z.string().nullable(),
  name: z.string(),
  is_root: z.boolean(),
  number_connected_profiles: z.number().int(),
  /** an administrator blocked it (a main company's block blocks its branches): it cannot be worked in */
  is_blocked: z.boolean(),
});

export const availableCompaniesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

export const changeCompanyBodySchema = z.object({
  company_id: z.coerce.number({ error: MSG.required }).int().positive(),
});

export const refreshPassBodySchema = z.object({ password: passwordField, new_password: passwordField });

export const refreshEmailBodySchema = z.object({
  password: passwordField,
  new_email: emailField,
  /** the current e-mail, as the spec's form sends it; informational */
  email: z.string().max(50).optional(),
});

export type CompanyProfile = z.infer<typeof companyProfileSchema>;
export type AvailableCompany = z.infer<typeof availableCompanySchema>;
export type Integrations = z.infer<typeof integrationsSchema>;

/** What the profile and company profile calls answer; the server takes its messages from here only. */
export const PROFILE_MSG = {
  chooseImage: 'Выберите изображение.',
  emailCodeSent: 'Мы отправили код подтверждения на новую почту.',
  wrongPassword: 'Неверный пароль',
  emailTaken: 'Эта почта уже используется',
  emailIsCurrent: 'Это ваша текущая почта',
  alreadyHasCompany: 'У аккаунта уже есть компания.',
} as const;
