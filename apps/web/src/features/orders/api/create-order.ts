import type { Order, OrderCreateBody } from '@sp/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

/** POST /api/company-orders/orders/: a new deal (status «Новая»); answers the deal. */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCreateBody) => http.post<Order>('/api/company-orders/orders/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
