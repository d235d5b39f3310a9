import type { ReportTable } from '@sp/shared/api/reports';
import { downloadFile } from '../../../lib/file-download';
import { buildUrl } from '../../../lib/http-client';
import { type ReportFilter, reportQuery } from './report-filter';

/** The address of a report's table as an Excel workbook (GET /api/reports/xlsx/). */
export function reportFilePath(table: ReportTable, filter: ReportFilter, categories: number[] = []): string {
  return buildUrl('', '/api/reports/xlsx/', {
    table,
    ...reportQuery(filter),
    categories: categories.length ? categories.join(',') : undefined,
  });
}

/** Fetches the workbook with the session and saves it under the name the server gives. */
export function downloadReport(
  table: ReportTable,
  filter: ReportFilter,
  categories: number[] = [],
): Promise<void> {
  return downloadFile(
    reportFilePath(table, filter, categories),
    `report-${table}-${filter.date_start}-${filter.date_end}.xlsx`,
  );
}
