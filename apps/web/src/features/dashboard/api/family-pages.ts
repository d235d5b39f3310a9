import type { List } from '@sp/shared/api/common';
import type { MemoryPageSummary } from '@sp/shared/api/memory-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** How many memory pages the family's home shows. */
export const PAGES_GLANCE = 4;

/** GET /api/memory_page/page/: the family's pages, the last changed first, with their new guest book entries. */
export function familyPagesQuery() {
  return queryOptions({
    queryKey: ['memory-pages', 'list', { offset: 0, limit: PAGES_GLANCE }],
    queryFn: () =>
      http.get<List<MemoryPageSummary>>('/api/memory_page/page/', { offset: 0, limit: PAGES_GLANCE }),
  });
}

export function useFamilyPages() {
  return useQuery(familyPagesQuery());
}
