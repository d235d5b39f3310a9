import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

/** DELETE /api/company-orders/orders/{id}/ (level 1). */
export function useDeleteOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company-orders/orders/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
