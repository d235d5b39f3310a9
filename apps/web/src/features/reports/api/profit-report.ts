import type { ProfitReport } from '@sp/shared/api/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type ReportFilter, reportBody } from './report-filter';

export type ProfitKind = 'product' | 'service';

const PATHS: Record<ProfitKind, string> = {
  product: '/api/reports/profit-products/',
  service: '/api/reports/profit-services/',
};

/** POST /api/reports/profit-products/ or profit-services/: what was sold, by category and branch. */
export function profitReportQuery(kind: ProfitKind, filter: ReportFilter, categories: number[]) {
  return queryOptions({
    queryKey: ['reports', 'profit', kind, filter, categories],
    queryFn: () =>
      http.post<ProfitReport>(PATHS[kind], {
        ...reportBody(filter),
        ...(categories.length ? { categories } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProfitReport(kind: ProfitKind, filter: ReportFilter, categories: number[]) {
  return useQuery(profitReportQuery(kind, filter, categories));
}
