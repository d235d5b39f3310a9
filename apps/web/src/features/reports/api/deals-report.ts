import type { DealsReport } from '@sp/shared/api/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type ReportFilter, reportBody } from './report-filter';

/** POST /api/reports/report/: the period's deals by category and status (a read, though the SPEC posts it). */
export function dealsReportQuery(filter: ReportFilter) {
  return queryOptions({
    queryKey: ['reports', 'report', filter],
    queryFn: () => http.post<DealsReport>('/api/reports/report/', reportBody(filter)),
    placeholderData: keepPreviousData,
  });
}

export function useDealsReport(filter: ReportFilter) {
  return useQuery(dealsReportQuery(filter));
}
