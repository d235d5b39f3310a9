import type { AdminCompany } from '@sp/shared/api/admin-companies';
import type { List } from '@sp/shared/api/common';
import type { DealerProfit, DealerStatisticRow } from '@sp/shared/api/dealers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const KEY = ['admin', 'dealer-statistic'] as const;

/** Moscow days yyyy-MM-dd, both included. */
export type DealerPeriod = { date_start: string; date_end: string };

export type DealerStatisticFilter = DealerPeriod & { query?: string; offset: number; limit: number };

/** GET /api/admin/statistic-dealer/: every dealer with its figures over the period. */
export function useDealerStatistics(filter: DealerStatisticFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', filter],
    queryFn: ({ signal }) =>
      http.get<List<DealerStatisticRow>>('/api/admin/statistic-dealer/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/statistic-dealer/{id}/: one dealer's profit over the period, as the dealer's own report. */
export function useDealerProfit(id: number, period: DealerPeriod) {
  return useQuery({
    queryKey: [...KEY, 'one', id, period],
    queryFn: ({ signal }) => http.get<DealerProfit>(`/api/admin/statistic-dealer/${id}/`, period, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/companies/{id}/: the dealer's name and ИНН above its figures. */
export function useDealerCompany(id: number) {
  return useQuery({
    queryKey: ['admin', 'companies', 'one', id],
    queryFn: ({ signal }) => http.get<AdminCompany>(`/api/admin/companies/${id}/`, undefined, signal),
  });
}
