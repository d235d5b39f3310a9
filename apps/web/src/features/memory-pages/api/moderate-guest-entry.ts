import type { GuestEntry } from '@sp/shared/api/guest-book';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** PUT /api/memory_page/page/{id}/guest-book/entries/{entry}/: publish (approve, show again) or hide. */
export function useModerateGuestEntry(pageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'approved' | 'hidden' }) =>
      http.put<GuestEntry>(`/api/memory_page/page/${pageId}/guest-book/entries/${id}/`, { status }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['memory-pages', 'guest-book', pageId] });
      void client.invalidateQueries({ queryKey: ['memory-pages', 'list'] });
    },
  });
}
