import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/memory_page/page/{id}/: the page and its gallery go; the person stays. */
export function useDeleteMemoryPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/memory_page/page/${id}/`),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: ['memory-pages', 'page', id] });
      void client.invalidateQueries({ queryKey: ['memory-pages'] });
      void client.invalidateQueries({ queryKey: ['persons'] });
    },
  });
}
