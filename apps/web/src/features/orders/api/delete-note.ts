import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { timelineKey } from './timeline';

/** DELETE /api/company-orders/orders/{id}/notes/{note_id}/: its author, or someone with full access to deals. */
export function useDeleteNote(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => http.del<void>(`/api/company-orders/orders/${orderId}/notes/${noteId}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: timelineKey(orderId) }),
  });
}
