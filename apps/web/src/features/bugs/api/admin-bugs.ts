import type { List } from '@sp/shared/api/common';
import type { Bug } from '@sp/shared/api/misc';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFileUrl } from '../../../lib/use-file-url';

export function adminBugsQuery(offset: number, limit: number) {
  return queryOptions({
    queryKey: ['admin', 'bugs', offset, limit],
    queryFn: () => http.get<List<Bug>>('/api/admin/bugs/', { offset, limit }),
    placeholderData: keepPreviousData,
  });
}

export function adminBugQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'bug', id],
    queryFn: () => http.get<Bug>(`/api/admin/bugs/${encodeURIComponent(id)}/`),
  });
}

export function useAdminBugs(offset: number, limit: number) {
  return useQuery(adminBugsQuery(offset, limit));
}

export function useAdminBug(id: string) {
  return useQuery(adminBugQuery(id));
}

export function useResolveBug(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isResolved: boolean) =>
      http.put<Bug>(`/api/admin/bugs/${encodeURIComponent(id)}/`, { is_resolved: isResolved }),
    onSuccess: (data) => {
      client.setQueryData(adminBugQuery(id).queryKey, data);
      void client.invalidateQueries({ queryKey: ['admin', 'bugs'] });
    },
  });
}

/**
 * A report's screenshot, by the address the report gives (`screen_upload`: GET /api/admin/bugs/{id}/screen/, for
 * administrators only): an <img> cannot send the session's token, so it is fetched and shown as an object URL
 * (freed when it is no longer shown). null while it loads, when it failed, or when the report has none.
 */
export function useBugScreenshot(path: string | null | undefined) {
  return useFileUrl({ queryKey: ['admin', 'bug-screen', path], path, fallbackName: 'screen.webp' });
}
