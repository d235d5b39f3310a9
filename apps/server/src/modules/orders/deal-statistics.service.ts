import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DayFigures, dailyCounts } from '../../platform/daily-counts';
import { orders } from './orders.table';

/** Deals made on each Moscow day of the period, by every company (the administrator's statistic-calendar). */
export function dealsByDay(db: Db, start: string, end: string): Promise<Map<string, DayFigures>> {
  return dailyCounts(db, { table: orders, at: orders.createdAt, start, end });
}

export type CompanyDealFigures = {
  deals: number;
  cancelled: number;
  /** kopecks, the cancelled left out */
  revenue: number;
  paid: number;
  /** the Moscow months from `since` (YYYY-MM) on that have deals: deals made and their revenue in kopecks */
  months: Map<string, { deals: number; revenue: number }>;
};

/** A company's deals at a glance (the administrator's statistic-company): by its orders' company index. */
export async function companyDealFigures(
  db: Db,
  companyId: number,
  since: string,
): Promise<CompanyDealFigures> {
  const live = sql`${orders.status} <> 'cancelled'`;
  const [totals] = await db
    .select({
      deals: sql<number>`count(*)::int`,
      cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')::int`,
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${live}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${orders.paid}) filter (where ${live}), 0)::bigint`,
    })
    .from(orders)
    .where(eq(orders.companyId, companyId));
  const month = sql<string>`to_char(${orders.createdAt} at time zone 'Europe/Moscow', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      deals: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${live}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(eq(orders.companyId, companyId), gte(orders.createdAt, new Date(`${since}-01T00:00:00+03:00`))),
    )
    .groupBy(month);
  return {
    deals: Number(totals?.deals ?? 0),
    cancelled: Number(totals?.cancelled ?? 0),
    revenue: Number(totals?.revenue ?? 0),
    paid: Number(totals?.paid ?? 0),
    months: new Map(
      rows.map((row) => [row.month, { deals: Number(row.deals), revenue: Number(row.revenue) }]),
    ),
  };
}
