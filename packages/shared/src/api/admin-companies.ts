import { z } from 'zod';
import { COMPANY_TYPES } from '../permissions/company-types';
import { MSG } from '../validation/messages';
import { blankToUndefined, listQuerySchema } from './common';

/** The administrator's companies (SPEC §2 /admin/companies, §7 statistic-company; issue 16 §1). */
export const ADMIN_COMPANY_MSG = {
  type: 'Выберите тип компании',
  governsCemeteries: (count: number) =>
    `Компания управляет кладбищами (${count}): сначала назначьте им другую муниципальную организацию.`,
  branch: 'Тип филиала следует основной компании: измените тип основной.',
  /** every request made in a blocked company's context (issue 16) */
  companyBlocked: (reason: string) => `Компания заблокирована администратором: ${reason}`,
  alreadyBlocked: 'Компания уже заблокирована.',
  notBlocked: 'Компания не заблокирована.',
  branchBlock: 'Филиал блокируется вместе с основной компанией: заблокируйте или разблокируйте основную.',
  reasonLong: 'Причина не длиннее 500 символов',
} as const;

/** The stable code (`error_code`) of companyBlocked: the web shows the blocked company's screen on it. */
export const COMPANY_BLOCKED_CODE = 'admin_companies.company_blocked';

export const COMPANY_STATUSES = ['active', 'blocked'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  active: 'Работает',
  blocked: 'Заблокирована',
};

export const adminCompaniesQuerySchema = listQuerySchema.extend({
  /** a word of the name, or the ИНН */
  query: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  type: z.preprocess(blankToUndefined, z.enum(COMPANY_TYPES).optional()),
  status: z.preprocess(blankToUndefined, z.enum(COMPANY_STATUSES).optional()),
});

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() });

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  type: z.enum(COMPANY_TYPES),
  /** the main company of a branch */
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  owner: person.nullable(),
  /** its members, the owner included */
  employees: z.number().int(),
  created_at: z.string(),
  /** while an administrator has it blocked (a branch with its main company): why, who and when */
  blocked: z
    .object({
      at: z.string(),
      reason: z.string(),
      by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const companyMonthSchema = z.object({
  /** YYYY-MM, Moscow */
  month: z.string(),
  deals: z.number().int(),
  /** Σ of the month's deals' totals, the cancelled left out; rubles */
  revenue: z.number(),
});

/** GET /api/admin/statistic-company/{id}/: a company's business at a glance. */
export const companyStatisticSchema = z.object({
  company_id: z.number().int(),
  /** every deal made, the cancelled ones included */
  deals: z.number().int(),
  cancelled: z.number().int(),
  /** rubles, the cancelled left out */
  revenue: z.number(),
  paid: z.number(),
  due: z.number(),
  employees: z.number().int(),
  /** the last twelve Moscow months, oldest first */
  months: z.array(companyMonthSchema),
});
export type CompanyStatistic = z.infer<typeof companyStatisticSchema>;

export const companyTypeBodySchema = z.object({
  type: z.enum(COMPANY_TYPES, { error: ADMIN_COMPANY_MSG.type }),
});

/** POST /api/admin/companies/{id}/block/: why, told to the owner and to the staff on every refused request. */
export const companyBlockBodySchema = z.object({
  reason: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(500, ADMIN_COMPANY_MSG.reasonLong),
});
export type CompanyBlockBody = z.input<typeof companyBlockBodySchema>;
