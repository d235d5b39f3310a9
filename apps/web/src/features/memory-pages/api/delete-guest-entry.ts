import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/memory_page/page/{id}/guest-book/entries/{entry}/: the entry is gone for good. */
export function useDeleteGuestEntry(pageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/memory_page/page/${pageId}/guest-book/entries/${id}/`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['memory-pages', 'guest-book', pageId] });
      void client.invalidateQueries({ queryKey: ['memory-pages', 'list'] });
    },
  });
}
