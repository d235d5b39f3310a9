import type { Order } from '@sp/shared/api/orders';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { orderKey } from './order';
import { ORDERS_KEY } from './orders';

/** POST /api/company-orders/orders/{id}/status/: the board's move; the server refuses a move it does not allow. */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) =>
      http.post<Order>(`/api/company-orders/orders/${id}/status/`, { status }),
    onSuccess: (saved) => {
      client.setQueryData(orderKey(saved.id), saved);
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
