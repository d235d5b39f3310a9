import type { ReportAnalytics } from '@sp/shared/api/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type ReportFilter, reportQuery } from './report-filter';

/** GET /api/reports/analytics/: the period's revenue and deals by day (up to 62 days) or by month. */
export function reportAnalyticsQuery(filter: ReportFilter) {
  return queryOptions({
    queryKey: ['reports', 'analytics', filter],
    queryFn: ({ signal }) =>
      http.get<ReportAnalytics>('/api/reports/analytics/', reportQuery(filter), signal),
    placeholderData: keepPreviousData,
  });
}

export function useReportAnalytics(filter: ReportFilter) {
  return useQuery(reportAnalyticsQuery(filter));
}
