import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * POST /api/memory_page/page/{id}/guest-book/seen/: the keeper has seen the book. The entries on screen keep their
 * «Новая» mark until the next visit; the pages list loses the count of those that wait for nothing.
 */
export function useMarkGuestBookSeen(pageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<void>(`/api/memory_page/page/${pageId}/guest-book/seen/`),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['memory-pages', 'list'] }),
  });
}
