import type { List } from '@sp/shared/api/common';
import type { DeceasedOnOrder } from '@sp/shared/api/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

export type DeceasedFilter = {
  query?: string;
  shopper_id?: number;
  date_start?: string;
  date_end?: string;
  offset: number;
  limit: number;
};

/** GET /api/company-orders/deceased_on_order/: the company's deceased across its deals, one row per deal. */
export function deceasedQuery(filter: DeceasedFilter) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'deceased', filter],
    queryFn: ({ signal }) =>
      http.get<List<DeceasedOnOrder>>('/api/company-orders/deceased_on_order/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeceasedOnOrders(filter: DeceasedFilter) {
  return useQuery(deceasedQuery(filter));
}
