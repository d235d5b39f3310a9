import type { Db } from '../../db/client';
import { type DayFigures, dailyCounts } from '../../platform/daily-counts';
import { memoryPages } from './memory-pages.table';

/** Memory pages made on each Moscow day of the period (the administrator's statistic-calendar). */
export function pagesByDay(db: Db, start: string, end: string): Promise<Map<string, DayFigures>> {
  return dailyCounts(db, { table: memoryPages, at: memoryPages.createdAt, start, end });
}
