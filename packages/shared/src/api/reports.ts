import { z } from 'zod';
import { daysIn } from '../format/day-arithmetic';
import { ORDER_CATEGORIES } from '../orders/kinds';
import { ORDER_STATUSES } from '../orders/statuses';
import { blankToUndefined } from './common';
import { DEAL_EVENT_KINDS, statusSummarySchema } from './orders';

/**
 * GET /api/reports/dashboard/ (SPEC §7 Reports): the company's home page («Статистика») in one call — today's
 * funerals and cremations, new site requests, overdue tasks, this month's deals and money against last month's,
 * and the deals by status. Days and months are Moscow's; money is rubles. Each figure is what a filtered list
 * shows (the deals' list or board, the calendar's day, the requests, the tasks).
 */

/** One funeral or cremation of today. */
export const dashboardEventSchema = z.object({
  order_id: z.number().int(),
  number: z.number().int(),
  kind: z.enum(DEAL_EVENT_KINDS),
  /** ISO date-time */
  at: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** the deal's first deceased, «Иванов И. И.» */
  deceased: z.string().nullable(),
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

/**
 * The deals made in a calendar month (Moscow), the cancelled ones left out: how many, Σ of their totals (the
 * month's revenue), what was paid on them and what the clients still owe (rubles).
 */
export const monthFiguresSchema = z.object({
  /** the month's first and last days, YYYY-MM-DD */
  start: z.string(),
  end: z.string(),
  deals: z.number().int(),
  revenue: z.number(),
  paid: z.number(),
  due: z.number(),
});
export type MonthFigures = z.infer<typeof monthFiguresSchema>;

export const companyDashboardSchema = z.object({
  /** today in Moscow, YYYY-MM-DD */
  today: z.string(),
  funerals_today: z.number().int(),
  cremations_today: z.number().int(),
  /** today's funerals and cremations of deals not cancelled, earliest first (20 at most) */
  today_events: z.array(dashboardEventSchema),
  /** site requests not yet opened */
  new_requests: z.number().int(),
  /** tasks past their deadline and not done; null when the caller may not read tasks */
  overdue_tasks: z.number().int().nullable(),
  month: monthFiguresSchema,
  previous_month: monthFiguresSchema,
  /** every status in the board's order: its deals, Σ total and Σ due */
  pipeline: z.array(statusSummarySchema),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

// ---- the company's reports (/app/reports, issue 16 §2)

export const REPORT_MSG = {
  date: 'Введите дату в формате ДД.ММ.ГГГГ',
  periodOrder: 'Дата окончания не может быть раньше даты начала',
  periodTooLong: 'Период отчёта — не больше двух лет',
  branchNotFound: 'Такого филиала нет среди филиалов компании',
  categoryNotFound: 'Такой категории нет в каталоге компании',
} as const;

/** The longest period a report takes (two years and a day, a leap year's included). */
export const REPORT_MAX_DAYS = 731;

/** A period of Moscow days, both included (YYYY-MM-DD). */
export const reportPeriodSchema = z.object({ start: z.string(), end: z.string() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

const reportDay = z.preprocess(blankToUndefined, z.iso.date({ error: REPORT_MSG.date }).optional());

/** ids as `1,2,3` in a query, or an array in a body */
const idList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value === ''
        ? undefined
        : value.split(',').map((part) => part.trim())
      : typeof value === 'number'
        ? [value]
        : value,
  z.array(z.coerce.number().int().positive()).max(200).optional(),
);

type PeriodFields = { date_start?: string; date_end?: string };
const periodRules = <T extends z.ZodType<PeriodFields>>(schema: T) =>
  schema
    .refine((value) => !value.date_start || !value.date_end || value.date_start <= value.date_end, {
      path: ['date_end'],
      message: REPORT_MSG.periodOrder,
    })
    .refine(
      (value) =>
        !value.date_start || !value.date_end || daysIn(value.date_start, value.date_end) <= REPORT_MAX_DAYS,
      { path: ['date_end'], message: REPORT_MSG.periodTooLong },
    );

const periodFields = {
  /** the first Moscow day of the period; absent: the first day of this month */
  date_start: reportDay,
  /** the last Moscow day (included); absent: the last day of date_start's month */
  date_end: reportDay,
  /**
   * which of the caller's company and its branches (ids of `directory/`'s branches); absent: the caller's company
   * alone
   */
  branches: idList,
};

/** GET company-total/, managers/, analytics/ and POST report/: a period and the companies it covers. */
export const reportQuerySchema = periodRules(z.object(periodFields));
export type ReportQuery = z.input<typeof reportQuerySchema>;

/**
 * POST profit-products/ and profit-services/ (SPEC §7 spells the period data_start, data_end; date_start and
 * date_end are taken too): a period, the catalogue categories (absent: all) and the branches.
 */
export const profitQuerySchema = periodRules(
  z
    .object({
      ...periodFields,
      data_start: reportDay,
      data_end: reportDay,
      categories: idList,
    })
    .transform(({ data_start, data_end, ...value }) => ({
      ...value,
      date_start: value.date_start ?? data_start,
      date_end: value.date_end ?? data_end,
    })),
);
export type ProfitQuery = z.input<typeof profitQuerySchema>;

/** The tables a report exports to XLSX (GET xlsx/?table=…). */
export const REPORT_TABLES = ['total', 'report', 'managers', 'products', 'services'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const reportFileQuerySchema = periodRules(
  z.object({ ...periodFields, table: z.enum(REPORT_TABLES), categories: idList }),
);
export type ReportFileQuery = z.input<typeof reportFileQuerySchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });

/** GET directory/: what the reports' filters offer. */
export const reportDirectorySchema = z.object({
  /** the caller's company first, then its branches (a branch's own reports list only itself) */
  branches: z.array(ref.extend({ is_current: z.boolean() })),
  /** the catalogue's categories (the public ones and the companies' own) */
  product_categories: z.array(ref),
  service_categories: z.array(ref),
  /** the owners and employees of the companies */
  managers: z.array(ref),
});
export type ReportDirectory = z.infer<typeof reportDirectorySchema>;

/**
 * The deals made in a period (Moscow days), the cancelled ones left out: how many, Σ total (revenue), Σ paid,
 * Σ owed (what is left to pay), the average check (revenue ÷ deals), all in rubles.
 */
export const reportFiguresSchema = z.object({
  deals: z.number().int(),
  revenue: z.number(),
  paid: z.number(),
  owed: z.number(),
  average_check: z.number(),
  /** deals made in the period and cancelled (not in the figures above) */
  cancelled: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const companyTotalSchema = z.object({
  period: reportPeriodSchema,
  /** as many days, ending the day before the period */
  previous_period: reportPeriodSchema,
  current: reportFiguresSchema,
  previous: reportFiguresSchema,
});
export type CompanyTotal = z.infer<typeof companyTotalSchema>;

/** GET analytics/: the period's deals by day (up to 62 days) or by month, every step present. */
export const reportAnalyticsSchema = z.object({
  period: reportPeriodSchema,
  step: z.enum(['day', 'month']),
  points: z.array(
    z.object({
      /** the step's first day, YYYY-MM-DD */
      start: z.string(),
      deals: z.number().int(),
      revenue: z.number(),
      paid: z.number(),
    }),
  ),
});
export type ReportAnalytics = z.infer<typeof reportAnalyticsSchema>;

/** POST report/: the period's deals by category and status (the cancelled ones too, in their status). */
export const dealsReportSchema = z.object({
  period: reportPeriodSchema,
  rows: z.array(
    z.object({
      category_order: z.literal(ORDER_CATEGORIES),
      status: z.enum(ORDER_STATUSES),
      deals: z.number().int(),
      revenue: z.number(),
      paid: z.number(),
      owed: z.number(),
    }),
  ),
});
export type DealsReport = z.infer<typeof dealsReportSchema>;

/** GET managers/: each responsible manager's deals of the period (cancelled left out), most revenue first. */
export const managersReportSchema = z.object({
  period: reportPeriodSchema,
  results: z.array(
    z.object({
      /** null: the deals nobody answers for */
      manager: ref.nullable(),
      deals: z.number().int(),
      revenue: z.number(),
      paid: z.number(),
      owed: z.number(),
      average_check: z.number(),
    }),
  ),
});
export type ManagersReport = z.infer<typeof managersReportSchema>;

/**
 * POST profit-products/ and profit-services/: the period's sold products or services (lines of deals not
 * cancelled; ready-made solutions are in neither) by catalogue category and branch. Revenue is each line's share of
 * its deal's total (the deal's own discount spread over its lines by their amounts). Cost and profit are null
 * while the purchase price is unknown (the catalogue keeps none yet): «себестоимость неизвестна».
 */
export const profitReportSchema = z.object({
  period: reportPeriodSchema,
  kind: z.enum(['product', 'service']),
  results: z.array(
    z.object({
      /** null: items without a category (or deleted from the catalogue) */
      category: ref.nullable(),
      branch: ref,
      quantity: z.number().int(),
      revenue: z.number(),
      cost: z.number().nullable(),
      profit: z.number().nullable(),
    }),
  ),
  total: z.object({
    quantity: z.number().int(),
    revenue: z.number(),
    cost: z.number().nullable(),
    profit: z.number().nullable(),
  }),
});
export type ProfitReport = z.infer<typeof profitReportSchema>;
