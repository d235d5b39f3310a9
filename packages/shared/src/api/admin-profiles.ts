import { z } from 'zod';
import { COMPANY_TYPES } from '../permissions/company-types';
import { blankToUndefined, listQuerySchema } from './common';

/**
 * The administrator's accounts console (SPEC §6 «profiles», issue 16 §1): /api/admin/profiles/ lists and shows
 * every account with its companies, sessions, tariff and balance; blocks and unblocks it and sends it a code to
 * set a new password. A password or its hash is never shown nor set here.
 */

export const ADMIN_PROFILE_MSG = {
  selfBlock: 'Нельзя заблокировать собственный аккаунт.',
  adminBlock: 'Аккаунт администратора заблокировать нельзя.',
  blockedReset: 'Аккаунт заблокирован: сначала разблокируйте его, затем сбрасывайте пароль.',
  noContact: 'У аккаунта нет ни телефона, ни e-mail: код отправить некуда.',
  reason: 'Причина не длиннее 500 символов',
  resetSent: (where: string) => `Код для смены пароля отправлен на ${where}.`,
} as const;

export const ACCOUNT_STATUSES = ['active', 'blocked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  active: 'Активен',
  blocked: 'Заблокирован',
};

/** user_type (SPEC §1) → how the console names the kind of account. */
export const ACCOUNT_KIND_LABELS: Record<1 | 2 | 3 | 4, string> = {
  1: 'Пользователь',
  2: 'Владелец компании',
  3: 'Сотрудник',
  4: 'Администратор',
};

const userTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * GET /api/admin/profiles/: query (words of the name or e-mail, or digits of the phone), user_type, status;
 * the newest accounts first.
 */
export const adminProfilesQuerySchema = listQuerySchema.extend({
  query: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  user_type: z.preprocess(blankToUndefined, z.coerce.number().pipe(userTypeSchema).optional()),
  status: z.preprocess(blankToUndefined, z.enum(ACCOUNT_STATUSES).optional()),
});
export type AdminProfilesQuery = z.input<typeof adminProfilesQuerySchema>;

const companyRefSchema = z.object({ id: z.number().int(), name: z.string(), type: z.enum(COMPANY_TYPES) });

/** An account as the list shows it, with the company it works in now (SPEC §3 Profile: company data merged in). */
export const adminProfileSchema = z.object({
  id: z.number().int(),
  user_type: userTypeSchema,
  first_name: z.string(),
  last_name: z.string(),
  /** the name to show: first and last name, else the e-mail or phone */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_email_verified: z.boolean(),
  is_phone_verified: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  company: companyRefSchema.nullable(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** A tariff and a balance (rubles) of a holder: the account's own, or its company's (a branch: its main one's). */
export const adminBillingSchema = z.object({
  tariff: z.object({ id: z.number().int(), name: z.string(), is_free: z.boolean() }).nullable(),
  /** when the paid tariff held now ends; null for the free one */
  ends_at: z.string().nullable(),
  balance: z.number(),
});
export type AdminBilling = z.infer<typeof adminBillingSchema>;

export const adminProfileCompanySchema = companyRefSchema.extend({
  /** the main company of a branch */
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_owner: z.boolean(),
  /** the employee's roles there (none for the owner, who holds every right) */
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  joined_at: z.string(),
  /** the company's tariff and balance, shown for the owner (a branch shares its main company's) */
  billing: adminBillingSchema.nullable(),
});
export type AdminProfileCompany = z.infer<typeof adminProfileCompanySchema>;

/** GET /api/admin/profiles/{id}/: the account, its companies, and its own tariff and balance (not an admin's). */
export const adminProfileDetailSchema = adminProfileSchema.extend({
  updated_at: z.string(),
  companies: z.array(adminProfileCompanySchema),
  billing: adminBillingSchema.nullable(),
});
export type AdminProfileDetail = z.infer<typeof adminProfileDetailSchema>;

export const SESSION_STATES = ['active', 'ended', 'expired'] as const;
export type SessionState = (typeof SESSION_STATES)[number];
export const SESSION_STATE_LABELS: Record<SessionState, string> = {
  active: 'Активен',
  ended: 'Завершён',
  expired: 'Истёк',
};

/**
 * GET /api/admin/profiles/{id}/sessions/: the account's sign-ins, newest first: when it started, when its tokens
 * were last renewed (the app renews them every 28 minutes while open), when it ends or ended.
 */
export const adminSessionSchema = z.object({
  started_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  state: z.enum(SESSION_STATES),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** POST /api/admin/profiles/{id}/block/: an optional reason, kept in the journal. */
export const blockBodySchema = z.object({
  reason: z.string().trim().max(500, ADMIN_PROFILE_MSG.reason).default(''),
});
export type BlockBody = z.input<typeof blockBodySchema>;
