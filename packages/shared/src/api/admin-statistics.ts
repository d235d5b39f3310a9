import { z } from 'zod';
import { daysIn } from '../format/day-arithmetic';
import { blankToUndefined } from './common';

/** GET /api/admin/statistic-calendar/ (SPEC §7 "Administrator"): the platform's numbers by day. */
export const ADMIN_STATISTICS_MSG = {
  day: 'Укажите дату в формате ДД.ММ.ГГГГ',
  order: 'Дата окончания не может быть раньше даты начала',
  tooLong: 'Период не длиннее 366 дней',
} as const;

/** The longest period one answer covers, in days. */
export const STATISTICS_MAX_DAYS = 366;

const day = z.preprocess(blankToUndefined, z.iso.date({ error: ADMIN_STATISTICS_MSG.day }).optional());

/** Moscow days, inclusive; without them the last 30 days up to today. */
export const statisticCalendarQuerySchema = z
  .object({ date_start: day, date_end: day })
  .refine((value) => !value.date_start || !value.date_end || value.date_start <= value.date_end, {
    path: ['date_end'],
    message: ADMIN_STATISTICS_MSG.order,
  })
  .refine(
    (value) =>
      !value.date_start || !value.date_end || daysIn(value.date_start, value.date_end) <= STATISTICS_MAX_DAYS,
    { path: ['date_end'], message: ADMIN_STATISTICS_MSG.tooLong },
  );
export type StatisticCalendarQuery = z.input<typeof statisticCalendarQuerySchema>;

const figures = {
  /** new accounts (families, companies' owners and staff) */
  registrations: z.number().int(),
  /** memory pages made */
  memory_pages: z.number().int(),
  /** deals made by companies */
  deals: z.number().int(),
  /** card top-ups and paid invoices received */
  payments: z.number().int(),
  /** what they brought, rubles */
  payments_sum: z.number(),
};

export const statisticDaySchema = z.object({ date: z.string(), ...figures });
export type StatisticDay = z.infer<typeof statisticDaySchema>;

export const statisticCalendarSchema = z.object({
  date_start: z.string(),
  date_end: z.string(),
  /** every day of the period, oldest first, days without anything included */
  days: z.array(statisticDaySchema),
  totals: z.object(figures),
  /** the same figures over the period of the same length just before */
  previous: z.object(figures),
});
export type StatisticCalendar = z.infer<typeof statisticCalendarSchema>;
