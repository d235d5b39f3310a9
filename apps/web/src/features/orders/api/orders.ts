import type { List } from '@sp/shared/api/common';
import type { OrderRow } from '@sp/shared/api/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The query string of GET /api/company-orders/orders/: only the filters that are set (SPEC §7). */
export type OrdersFilter = {
  status?: string;
  query?: string;
  sort: string;
  start_date?: string;
  end_date?: string;
  type_order?: string;
  category_order?: string;
  shopper?: number;
  /** an account id, or 'none' */
  responsible?: string;
  /** 'true': only the deals the client still owes for */
  debt?: string;
  offset: number;
  limit: number;
};

export const ORDERS_KEY = ['orders'] as const;

/** GET /api/company-orders/orders/: the company's deals with the spec's filters, sort and paging. */
export function ordersQuery(filter: OrdersFilter) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filter],
    queryFn: ({ signal }) => http.get<List<OrderRow>>('/api/company-orders/orders/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(filter: OrdersFilter) {
  return useQuery(ordersQuery(filter));
}
