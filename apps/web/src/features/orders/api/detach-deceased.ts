import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

/** DELETE /api/company-orders/deceased_on_order/{person_id}/?order_id=N: the person stays, the link goes. */
export function useDetachDeceased() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, personId }: { orderId: number; personId: number }) =>
      http.request<void>('DELETE', `/api/company-orders/deceased_on_order/${personId}/`, {
        query: { order_id: orderId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
