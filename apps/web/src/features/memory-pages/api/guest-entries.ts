import type { List } from '@sp/shared/api/common';
import type { GuestEntriesQuery, GuestEntry } from '@sp/shared/api/guest-book';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/memory_page/page/{id}/guest-book/entries/: every entry for the keeper; those waiting first. */
export function guestEntriesQuery(pageId: number, params: GuestEntriesQuery) {
  return queryOptions({
    queryKey: ['memory-pages', 'guest-book', pageId, 'entries', params],
    queryFn: () => http.get<List<GuestEntry>>(`/api/memory_page/page/${pageId}/guest-book/entries/`, params),
    placeholderData: keepPreviousData,
  });
}

export function useGuestEntries(pageId: number, params: GuestEntriesQuery) {
  return useQuery(guestEntriesQuery(pageId, params));
}
