import type { CompanyTotal } from '@sp/shared/api/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type ReportFilter, reportQuery } from './report-filter';

/** GET /api/reports/company-total/: the period's figures and the previous period's. */
export function companyTotalQuery(filter: ReportFilter) {
  return queryOptions({
    queryKey: ['reports', 'company-total', filter],
    queryFn: ({ signal }) =>
      http.get<CompanyTotal>('/api/reports/company-total/', reportQuery(filter), signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyTotal(filter: ReportFilter) {
  return useQuery(companyTotalQuery(filter));
}
