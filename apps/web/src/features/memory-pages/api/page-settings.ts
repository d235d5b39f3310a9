import type { MemoryPageSettings } from '@sp/shared/api/memory-pages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/memory_page/settings/{id}/: the addresses to share and the QR code files. */
export function pageSettingsQuery(id: number) {
  return queryOptions({
    queryKey: ['memory-pages', 'settings', id],
    queryFn: () => http.get<MemoryPageSettings>(`/api/memory_page/settings/${id}/`),
  });
}

export function usePageSettings(id: number) {
  return useQuery(pageSettingsQuery(id));
}

/** POST /api/memory_page/settings/{id}/renew-link/: a new «by link» address; the old one stops working. */
export function useRenewLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<MemoryPageSettings>(`/api/memory_page/settings/${id}/renew-link/`),
    onSuccess: (settings) => client.setQueryData(pageSettingsQuery(id).queryKey, settings),
  });
}
