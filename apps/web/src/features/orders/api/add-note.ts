import type { OrderNote, OrderNoteBody } from '@sp/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { timelineKey } from './timeline';

/** POST /api/company-orders/orders/{id}/notes/: a note on the deal, shown at the top of its timeline. */
export function useAddNote(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderNoteBody) =>
      http.post<OrderNote>(`/api/company-orders/orders/${orderId}/notes/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: timelineKey(orderId) }),
  });
}
