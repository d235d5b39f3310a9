import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/statuses';
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
