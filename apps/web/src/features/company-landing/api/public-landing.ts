import type { Landing } from '@sp/shared/api/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/public/landing/{id}/: a published company page, for anyone (404 until published). */
export function publicLandingQuery(id: string) {
  return queryOptions({
    queryKey: ['public', 'landing', id],
    queryFn: () => http.get<Landing>(`/api/public/landing/${id}/`),
    retry: false,
  });
}

export function usePublicLanding(id: string, enabled = true) {
  return useQuery({ ...publicLandingQuery(id), enabled });
}
