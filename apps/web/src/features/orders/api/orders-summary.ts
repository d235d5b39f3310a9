import type { OrdersSummary } from '@sp/shared/api/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { OrdersFilter } from './orders';
import { ORDERS_KEY } from './orders';

/** The list's filters the board's heads take: all but status, paging and sort. */
export type SummaryFilter = Omit<OrdersFilter, 'status' | 'sort' | 'offset' | 'limit'>;

/** GET /api/company-orders/orders/summary/: each status's count and money, counted by the server. */
export function ordersSummaryQuery(filter: SummaryFilter) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'summary', filter],
    queryFn: ({ signal }) => http.get<OrdersSummary>('/api/company-orders/orders/summary/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrdersSummary(filter: SummaryFilter) {
  return useQuery(ordersSummaryQuery(filter));
}
