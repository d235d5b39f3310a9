import type { Order, OrderUpdateBody } from '@sp/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { orderKey } from './order';
import { ORDERS_KEY } from './orders';

/** PUT /api/company-orders/orders/{id}/: the deal's fields, every line and the deal's discount. */
export function useSaveOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderUpdateBody) => http.put<Order>(`/api/company-orders/orders/${id}/`, body),
    onSuccess: (saved) => {
      client.setQueryData(orderKey(id), saved);
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
