import type { Order } from '@sp/shared/api/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

export const orderKey = (id: number) => [...ORDERS_KEY, 'one', id] as const;

/** GET /api/company-orders/orders/{id}/: one deal with its lines, totals, payments and deceased. */
export function orderQuery(id: number) {
  return queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => http.get<Order>(`/api/company-orders/orders/${id}/`, undefined, signal),
  });
}

export function useOrder(id: number, enabled = true) {
  return useQuery({ ...orderQuery(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
