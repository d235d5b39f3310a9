import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

/** DELETE /api/company-orders/order_payments/{id}/ (level 1). */
export function useDeletePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company-orders/order_payments/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
