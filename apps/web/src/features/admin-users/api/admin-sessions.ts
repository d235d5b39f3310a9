import type { AdminSession } from '@sp/shared/api/admin-profiles';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ADMIN_PROFILES_KEY } from './admin-profiles';

/** GET /api/admin/profiles/{id}/sessions/: the account's sign-ins, the newest first. */
export function adminSessionsQuery(id: number, page: { offset: number; limit: number }) {
  return queryOptions({
    queryKey: [...ADMIN_PROFILES_KEY, 'sessions', id, page],
    queryFn: ({ signal }) =>
      http.get<List<AdminSession>>(`/api/admin/profiles/${id}/sessions/`, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSessions(id: number, page: { offset: number; limit: number }) {
  return useQuery(adminSessionsQuery(id, page));
}
