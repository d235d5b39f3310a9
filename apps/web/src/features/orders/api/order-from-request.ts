import type { Order, OrderFromRequestBody } from '@sp/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

/**
 * POST /api/company-orders/order_from_request/: the request's client, cart lines and text become a deal;
 * a second call answers 400 «По этой заявке уже создана сделка № N».
 */
export function useOrderFromRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderFromRequestBody) =>
      http.post<Order>('/api/company-orders/order_from_request/', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
      void client.invalidateQueries({ queryKey: ['requests'] });
    },
  });
}
