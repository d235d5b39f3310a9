import { shiftDay } from '@sp/shared/format/day-arithmetic';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Moscow keeps UTC+3 all year: its day YYYY-MM-DD starts at this instant. */
export const moscowDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

export type DayFigures = { count: number; sum: number };

/**
 * How many rows of `table` fall on each Moscow day from `start` to `end` (inclusive), by their time `at` (a range
 * over it, so its index serves), and the sum of `sum` when given; days without rows are absent.
 */
export async function dailyCounts(
  db: Db,
  options: { table: PgTable; at: PgColumn; start: string; end: string; where?: SQL; sum?: SQL },
): Promise<Map<string, DayFigures>> {
  const { table, at, start, end } = options;
  const day = sql<string>`to_char((${at} at time zone 'Europe/Moscow')::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      count: sql<number>`count(*)::int`,
      sum: options.sum ? sql<number>`coalesce(sum(${options.sum}), 0)::bigint` : sql<number>`0`,
    })
    .from(table)
    .where(and(gte(at, moscowDayStart(start)), lt(at, moscowDayStart(shiftDay(end, 1))), options.where))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, { count: Number(row.count), sum: Number(row.sum) }]));
}
