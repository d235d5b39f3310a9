import { z } from 'zod';
import { COMPANY_TYPES } from '../permissions/company-types';
import { blankToUndefined, listQuerySchema } from './common';

/** The administrator's companies (SPEC §2 /admin/companies, §7 statistic-company; issue 16 §1). */
export const ADMIN_COMPANY_MSG = {
  type: 'Выберите тип компании',
  governsCemeteries: (count: number) =>
    `Компания управляет кладбищами (${count}): сначала назначьте им другую муниципальную организацию.`,
  branch: 'Тип филиала следует основной компании: измените тип основной.',
} as const;

export const adminCompaniesQuerySchema = listQuerySchema.extend({
  /** a word of the name, or the ИНН */
  query: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  type: z.preprocess(blankToUndefined, z.enum(COMPANY_TYPES).optional()),
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
