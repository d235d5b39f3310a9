import {
  STATISTICS_MAX_DAYS,
  type StatisticCalendar,
  type StatisticDay,
  type statisticCalendarQuerySchema,
} from '@sp/shared/api/admin-statistics';
import { dayInZone } from '@sp/shared/format/date-words';
import { daysIn, shiftDay } from '@sp/shared/format/day-arithmetic';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type DayFigures, dailyCounts } from '../../platform/daily-counts';
import { accounts } from '../accounts/accounts.table';
import { pagesByDay } from '../memory-pages/page-statistics.service';
import { dealsByDay } from '../orders/deal-statistics.service';
import { paymentsByDay } from '../payments/payment-statistics.service';

type Figures = Omit<StatisticDay, 'date'>;
const NONE: DayFigures = { count: 0, sum: 0 };

/**
 * The administrator's home page (SPEC §7 statistic-calendar, issue 16 §1): registrations, memory pages, deals and
 * payments received on each Moscow day of a period (the last 30 days by default), with the period's totals and the
 * same figures over the period just before it. Each module counts its own rows.
 */
export function createAdminStatistics(db: Db) {
  async function period(start: string, end: string): Promise<StatisticDay[]> {
    const [registrations, pages, deals, payments] = await Promise.all([
      dailyCounts(db, { table: accounts, at: accounts.createdAt, start, end }),
      pagesByDay(db, start, end),
      dealsByDay(db, start, end),
      paymentsByDay(db, start, end),
    ]);
    const days: StatisticDay[] = [];
    for (let day = start; day <= end; day = shiftDay(day, 1)) {
      const paid = payments.get(day) ?? NONE;
      days.push({
        date: day,
        registrations: (registrations.get(day) ?? NONE).count,
        memory_pages: (pages.get(day) ?? NONE).count,
        deals: (deals.get(day) ?? NONE).count,
        payments: paid.count,
        payments_sum: paid.sum / 100,
      });
    }
    return days;
  }

  const total = (days: StatisticDay[]): Figures =>
    days.reduce<Figures>(
      (sum, day) => ({
        registrations: sum.registrations + day.registrations,
        memory_pages: sum.memory_pages + day.memory_pages,
        deals: sum.deals + day.deals,
        payments: sum.payments + day.payments,
        payments_sum: Math.round((sum.payments_sum + day.payments_sum) * 100) / 100,
      }),
      { registrations: 0, memory_pages: 0, deals: 0, payments: 0, payments_sum: 0 },
    );

  return {
    async calendar(query: z.output<typeof statisticCalendarQuerySchema>): Promise<StatisticCalendar> {
      const end =
        query.date_end ?? (query.date_start ? shiftDay(query.date_start, 29) : dayInZone(new Date()));
      const start = query.date_start ?? shiftDay(end, -29);
      const length = Math.min(daysIn(start, end), STATISTICS_MAX_DAYS);
      const [days, before] = await Promise.all([
        period(start, end),
        period(shiftDay(start, -length), shiftDay(start, -1)),
      ]);
      return { date_start: start, date_end: end, days, totals: total(days), previous: total(before) };
    },
  };
}

export type AdminStatistics = ReturnType<typeof createAdminStatistics>;
