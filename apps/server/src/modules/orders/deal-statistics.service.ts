import type { Db } from '../../db/client';
import { type DayFigures, dailyCounts } from '../../platform/daily-counts';
import { orders } from './orders.table';

/** Deals made on each Moscow day of the period, by every company (the administrator's statistic-calendar). */
export function dealsByDay(db: Db, start: string, end: string): Promise<Map<string, DayFigures>> {
  return dailyCounts(db, { table: orders, at: orders.createdAt, start, end });
}
