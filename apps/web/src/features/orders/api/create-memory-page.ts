import type { MemoryPage } from '@sp/shared/api/memory-pages';
import type { OrderMemoryPageBody } from '@sp/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

/** POST /api/company-orders/orders/{id}/memory_page/: a memory page for a deceased of the deal. */
export function useCreateMemoryPage(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderMemoryPageBody) =>
      http.post<MemoryPage>(`/api/company-orders/orders/${orderId}/memory_page/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
