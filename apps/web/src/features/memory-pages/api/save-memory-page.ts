import type { MemoryPage, MemoryPageUpdate } from '@sp/shared/api/memory-pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * PUT /api/memory_page/page/{id}/: epitaph, biography, visibility and relatives (only the sent fields). The
 * person's names, dates, places and avatar are never part of it (SPEC §5): they go to the person.
 */
export function useSaveMemoryPage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemoryPageUpdate) => http.put<MemoryPage>(`/api/memory_page/page/${id}/`, body),
    onSuccess: (page) => {
      client.setQueryData(['memory-pages', 'page', id], page);
      void client.invalidateQueries({ queryKey: ['memory-pages', 'list'] });
      void client.invalidateQueries({ queryKey: ['memory-pages', 'settings', id] });
      void client.invalidateQueries({ queryKey: ['memory-pages', 'affiliate'] });
    },
  });
}
