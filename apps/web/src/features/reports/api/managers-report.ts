import type { ManagersReport } from '@sp/shared/api/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type ReportFilter, reportQuery } from './report-filter';

/** GET /api/reports/managers/: each responsible manager's deals of the period. */
export function managersReportQuery(filter: ReportFilter) {
  return queryOptions({
    queryKey: ['reports', 'managers', filter],
    queryFn: ({ signal }) => http.get<ManagersReport>('/api/reports/managers/', reportQuery(filter), signal),
    placeholderData: keepPreviousData,
  });
}

export function useManagersReport(filter: ReportFilter) {
  return useQuery(managersReportQuery(filter));
}
