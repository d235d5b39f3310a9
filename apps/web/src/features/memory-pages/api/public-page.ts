import type { PublicMemoryPage } from '@sp/shared/api/memory-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/memory_page/public/{id}/: a public page, or a «by link» one with its token (404 otherwise). */
export function publicPageQuery(id: string, token: string | null) {
  return queryOptions({
    queryKey: ['public', 'memory-page', id, token],
    queryFn: () =>
      http.get<PublicMemoryPage>(`/api/memory_page/public/${id}/`, { token: token ?? undefined }),
    retry: false,
  });
}

export function usePublicPage(id: string, token: string | null, enabled = true) {
  return useQuery({ ...publicPageQuery(id, token), enabled });
}
