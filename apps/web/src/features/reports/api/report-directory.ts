import type { ReportDirectory } from '@sp/shared/api/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/reports/directory/: the company and its branches, the catalogue's categories, the managers. */
export const reportDirectoryQuery = queryOptions({
  queryKey: ['reports', 'directory'],
  queryFn: ({ signal }) => http.get<ReportDirectory>('/api/reports/directory/', undefined, signal),
  staleTime: 5 * 60_000,
});

export function useReportDirectory() {
  return useQuery(reportDirectoryQuery);
}
