import type { MemoryPage, MemoryVisibility } from '@sp/shared/api/memory-pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type MemoryPageCreate = { person_id: number; visibility?: MemoryVisibility; epitaph?: string };

/** PUT /api/memory_page/page/: a page for one of the caller's deceased persons. */
export function useCreateMemoryPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemoryPageCreate) => http.put<MemoryPage>('/api/memory_page/page/', body),
    onSuccess: (page) => {
      client.setQueryData(['memory-pages', 'page', page.id], page);
      void client.invalidateQueries({ queryKey: ['memory-pages', 'list'] });
      void client.invalidateQueries({ queryKey: ['persons'] });
    },
  });
}
