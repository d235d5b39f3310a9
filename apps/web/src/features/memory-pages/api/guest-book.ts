import type { GuestBook, GuestBookUpdate } from '@sp/shared/api/guest-book';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/memory_page/page/{id}/guest-book/: the keeper's settings of the page's guest book and its counts. */
export function guestBookQuery(pageId: number) {
  return queryOptions({
    queryKey: ['memory-pages', 'guest-book', pageId],
    queryFn: () => http.get<GuestBook>(`/api/memory_page/page/${pageId}/guest-book/`),
  });
}

export function useGuestBook(pageId: number) {
  return useQuery(guestBookQuery(pageId));
}

/** PUT /api/memory_page/page/{id}/guest-book/: when memories show, whether it takes entries, the notices. */
export function useSaveGuestBook(pageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestBookUpdate) =>
      http.put<GuestBook>(`/api/memory_page/page/${pageId}/guest-book/`, body),
    onSuccess: (book) => client.setQueryData(guestBookQuery(pageId).queryKey, book),
  });
}
