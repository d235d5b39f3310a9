import { z } from 'zod';
import { COMPANY_TYPES } from '../permissions/company-types';
import { LEVELS, MODULES } from '../permissions/modules';
import {
  codeField,
  emailField,
  optionalNameField,
  PHONE_OR_EMAIL,
  passwordField,
  phoneField,
} from '../validation/fields';
import { MSG } from '../validation/messages';

export const CODE_ACTIONS = ['login', 'registration', 'restore', 'verification'] as const;
export type CodeAction = (typeof CODE_ACTIONS)[number];

/** SPEC §7 Auth: most calls take "phone or email". */
const identity = {
  phone: phoneField.optional(),
  email: emailField.optional(),
};

type IdentityShape = { phone?: unknown; email?: unknown };

/**
 * "phone or email" is required; reported with the other fields' errors (zod would otherwise skip an
 * object refinement once a field failed), unless the phone or e-mail given is itself invalid. The API document
 * states it as `anyOf` of the two.
 */
function requireIdentity<T extends z.ZodType<IdentityShape>>(schema: T) {
  return schema.meta(PHONE_OR_EMAIL).check(
    z.refine((value: IdentityShape) => Boolean(value.phone || value.email), {
      message: MSG.required,
      path: ['email'],
      when: (payload) => {
        const value = payload.value as IdentityShape | null;
        return (
          typeof value === 'object' &&
          value !== null &&
          value.phone === undefined &&
          value.email === undefined
        );
      },
    }),
  );
}

const captcha = { captcha: z.string().max(10_000).optional() };

export const loginBodySchema = requireIdentity(
  z.object({ ...identity, password: passwordField, ...captcha }),
);

export const sendCodeBodySchema = requireIdentity(
  z.object({
    ...identity,
    action: z.enum(CODE_ACTIONS, { error: 'Неизвестное действие' }),
    device_id: z.string().max(200).optional(),
  }),
);

export const codeLoginBodySchema = requireIdentity(z.object({ ...identity, code: codeField, ...captcha }));

export const registrationBodySchema = requireIdentity(
  z.object({
    ...identity,
    password: passwordField,
    type_user: z.union([z.literal(1), z.literal(2)], { error: 'Выберите тип аккаунта' }),
    first_name: optionalNameField.optional(),
    last_name: optionalNameField.optional(),
    company_name: z.string().trim().max(200, MSG.tooLong).optional(),
    ...captcha,
  }),
)
  .check(
    z.refine(
      (value: { type_user?: unknown; company_name?: unknown }) =>
        value.type_user !== 2 || Boolean(value.company_name),
      {
        message: MSG.required,
        path: ['company_name'],
        when: (payload) => {
          const value = payload.value as { type_user?: unknown } | null;
          return typeof value === 'object' && value !== null && value.type_user === 2;
        },
      },
    ),
  )
  // beside "phone or email": a company (type_user 2) names itself
  .meta({
    ...PHONE_OR_EMAIL,
    allOf: [
      {
        anyOf: [
          { properties: { type_user: { not: { enum: [2] } } } },
          { required: ['company_name'], properties: { company_name: { minLength: 1 } } },
        ],
      },
    ],
    description: 'phone or email is required; company_name too for a company (type_user 2)',
  });

export const verificationBodySchema = codeLoginBodySchema;

export const restorePassBodySchema = requireIdentity(z.object({ ...identity, ...captcha }));

export const confirmCodeBodySchema = requireIdentity(
  z.object({ ...identity, code: codeField, password: passwordField, ...captcha }),
);

export const refreshBodySchema = z.object({ refresh_token: z.string().max(200).optional() });

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  modules: z.partialRecord(z.enum(MODULES), z.union(LEVELS.map((level) => z.literal(level)))),
});

export const profileSchema = z.object({
  id: z.number().int(),
  user_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  company_id: z.number().int().nullable(),
  name: z.string().nullable(),
  logo: z.string().nullable(),
  type_company: z.enum(COMPANY_TYPES).nullable(),
  auth_data: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    is_phone_verified: z.boolean(),
    is_email_verified: z.boolean(),
  }),
  created_at: z.string(),
});

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  type_company: z.enum(COMPANY_TYPES),
  is_root: z.boolean(),
  parent_id: z.number().int().nullable(),
});

export const sessionSchema = z.object({
  token: z.string(),
  /** always empty: the refresh token travels only in the httpOnly cookie REFRESH_COOKIE */
  refresh_token: z.string(),
  roles: z.array(roleSchema),
  profile: profileSchema,
  company: companySummarySchema.nullable(),
});

export const registrationResponseSchema = z.object({
  detail: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export type LoginBody = z.infer<typeof loginBodySchema>;
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;
export type RegistrationBody = z.infer<typeof registrationBodySchema>;
export type Role = z.infer<typeof roleSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type CompanySummary = z.infer<typeof companySummarySchema>;
export type Session = z.infer<typeof sessionSchema>;

/** Name of the httpOnly cookie that carries the refresh token for the web app. */
export const REFRESH_COOKIE = 'refresh_token';

/** What the sign-in calls answer (SPEC §7 Auth); the server takes its messages from here only. */
export const AUTH_MSG = {
  wrongCredentials: 'Неверный логин или пароль.',
  notVerified: 'Аккаунт не подтверждён: введите код, отправленный на ваш телефон или e-mail.',
  accountBlocked: 'Аккаунт заблокирован. Обратитесь в поддержку.',
  codeSent: 'Если аккаунт с этими данными существует, мы отправили на него код.',
  registrationCodeSent: 'Мы отправили код подтверждения. Введите его, чтобы завершить регистрацию.',
  codeInvalid: 'Код недействителен или устарел. Запросите новый код.',
  codeWrong: 'Неверный код.',
  sessionExpired: 'Сессия истекла. Войдите снова.',
  loggedOut: 'Вы вышли из системы.',
  captchaMissing: 'Подтвердите, что вы не робот.',
  captchaInvalid: 'Проверка «я не робот» не пройдена. Попробуйте ещё раз.',
  commonPassword:
    'Этот пароль слишком распространён, его легко подобрать. Придумайте другой: например, несколько слов подряд.',
  codeSendsLimit: (minutes: number) =>
    `Код можно запросить не более 3 раз за 15 минут. Повторите через ${minutes} мин.`,
  loginFailures: (minutes: number) =>
    `Слишком много неудачных попыток входа. Повторите через ${minutes} мин.`,
  codeLocked: (minutes: number) =>
    `Слишком много неверных кодов. Вход по коду временно заблокирован, повторите через ${minutes} мин.`,
} as const;
