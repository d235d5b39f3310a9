import type { CompanyDashboard } from '@sp/shared/api/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/reports/dashboard/: the company's home page figures in one call (Moscow days, rubles). */
export const companyDashboardQuery = queryOptions({
  queryKey: ['reports', 'dashboard'],
  queryFn: ({ signal }) => http.get<CompanyDashboard>('/api/reports/dashboard/', undefined, signal),
  // the day's figures move: asked again when the page is come back to, and every five minutes
  refetchInterval: 5 * 60_000,
});

export function useCompanyDashboard(enabled = true) {
  return useQuery({ ...companyDashboardQuery, enabled });
}
