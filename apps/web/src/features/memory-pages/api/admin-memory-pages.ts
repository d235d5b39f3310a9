import type { List } from '@sp/shared/api/common';
import type { AdminComplaint, AdminMemoryPage, AdminPageFilter } from '@sp/shared/api/page-complaints';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type AdminPagesFilter = { filter: AdminPageFilter; name?: string; offset: number; limit: number };

export const ADMIN_MEMORY_PAGES_KEY = ['memory-pages', 'admin'] as const;

/** GET /api/admin/memory-pages/: pages with open complaints first, then the newest; by name, by filter. */
export function adminMemoryPagesQuery(filter: AdminPagesFilter) {
  return queryOptions({
    queryKey: [...ADMIN_MEMORY_PAGES_KEY, 'list', filter],
    queryFn: ({ signal }) => http.get<List<AdminMemoryPage>>('/api/admin/memory-pages/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMemoryPages(filter: AdminPagesFilter) {
  return useQuery(adminMemoryPagesQuery(filter));
}

/** GET /api/admin/memory-pages/{id}/complaints/: every complaint of a page, the newest first. */
export function usePageComplaints(id: number) {
  return useQuery({
    queryKey: [...ADMIN_MEMORY_PAGES_KEY, 'complaints', id],
    queryFn: ({ signal }) =>
      http.get<List<AdminComplaint>>(`/api/admin/memory-pages/${id}/complaints/`, undefined, signal),
  });
}

export type PageModeration =
  | { action: 'hide'; id: number; reason: string }
  | { action: 'restore'; id: number }
  | { action: 'close-complaints'; id: number }
  | { action: 'hand-over'; id: number; login: string };

/** POST /api/admin/memory-pages/{id}/{hide|restore|close-complaints|hand-over}/; the lists are asked again. */
export function useModeratePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: PageModeration) => {
      const { action, id, ...body } = move;
      return http.post<AdminMemoryPage>(`/api/admin/memory-pages/${id}/${action}/`, body);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_MEMORY_PAGES_KEY }),
  });
}
