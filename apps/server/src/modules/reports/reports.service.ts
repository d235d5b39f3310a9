import type { CompanyDashboard, MonthFigures } from '@sp/shared/api/reports';
import { kopecksToRubles } from '@sp/shared/format/money';
import type { Db } from '../../db/client';
import { dashboardDealsOf, type PeriodMoney } from '../orders/order-lookups.service';
import type { OrdersService } from '../orders/orders.service';
import type { SiteRequestsService } from '../requests/requests.service';
import { overdueTaskCount } from '../tasks/task-lookups.service';

/** The company's days are Moscow's (UTC+3 all year). */
const MSK_MS = 3 * 3600_000;

/** A day YYYY-MM-DD moved by whole days. */
function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the month `months` after the month of `day`. */
function monthStart(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Today and this and last month in Moscow, at `now`. */
export function dashboardDays(now: Date) {
  const today = new Date(now.getTime() + MSK_MS).toISOString().slice(0, 10);
  const thisMonth = { start: monthStart(today), end: monthStart(today, 1) };
  const lastMonth = { start: monthStart(today, -1), end: thisMonth.start };
  return { today, tomorrow: plusDays(today, 1), thisMonth, lastMonth };
}

function monthFigures(period: { start: string; end: string }, money: PeriodMoney): MonthFigures {
  return {
    start: period.start,
    end: plusDays(period.end, -1),
    deals: money.deals,
    revenue: kopecksToRubles(money.total),
    paid: kopecksToRubles(money.paid),
    due: kopecksToRubles(money.due),
  };
}

/**
 * Reports (SPEC §7 /api/reports/): the company's home page in one call. It reads the deals through their lookups
 * and service, the site requests through theirs, the tasks through their lookups; it owns no table.
 */
export function createReportsService(deps: { db: Db; orders: OrdersService; requests: SiteRequestsService }) {
  const { db } = deps;
  return {
    /** `withTasks`: the caller may read tasks (else overdue_tasks is null). */
    async dashboard(companyId: number, withTasks: boolean, now = new Date()): Promise<CompanyDashboard> {
      const days = dashboardDays(now);
      const [deals, requests, overdue, pipeline] = await Promise.all([
        dashboardDealsOf(db, companyId, {
          today: days.today,
          tomorrow: days.tomorrow,
          periods: [days.thisMonth, days.lastMonth],
        }),
        deps.requests.count(companyId, 'true'),
        withTasks ? overdueTaskCount(db, companyId, now) : null,
        deps.orders.summary(companyId, {}),
      ]);
      return {
        today: days.today,
        funerals_today: deals.funerals,
        cremations_today: deals.cremations,
        today_events: deals.events.map((event) => ({
          order_id: event.orderId,
          number: event.number,
          kind: event.kind,
          at: event.at.toISOString(),
          status: event.status,
          deceased: event.deceased,
        })),
        new_requests: requests.count,
        overdue_tasks: overdue,
        month: monthFigures(days.thisMonth, deals.periods[0]),
        previous_month: monthFigures(days.lastMonth, deals.periods[1]),
        pipeline: pipeline.results,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
