import type { MemoryPage } from '@sp/shared/api/memory-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/memory_page/page/{id}/: the page as its editor sees it (404 when it is not the caller's). */
export function memoryPageQuery(id: number) {
  return queryOptions({
    queryKey: ['memory-pages', 'page', id],
    queryFn: () => http.get<MemoryPage>(`/api/memory_page/page/${id}/`),
    retry: false,
  });
}

export function useMemoryPage(id: number, enabled = true) {
  return useQuery({ ...memoryPageQuery(id), enabled });
}
