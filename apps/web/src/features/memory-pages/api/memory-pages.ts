import type { List } from '@sp/shared/api/common';
import type { MemoryPageSummary, MemoryVisibility } from '@sp/shared/api/memory-pages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type MemoryPagesParams = {
  offset: number;
  limit: number;
  name?: string;
  visibility?: MemoryVisibility;
};

/** GET /api/memory_page/page/: the caller's pages (the account's, or the company's outside user mode). */
export function memoryPagesQuery(params: MemoryPagesParams) {
  return queryOptions({
    queryKey: ['memory-pages', 'list', params],
    queryFn: () => http.get<List<MemoryPageSummary>>('/api/memory_page/page/', params),
    placeholderData: keepPreviousData,
  });
}

export function useMemoryPages(params: MemoryPagesParams) {
  return useQuery(memoryPagesQuery(params));
}
