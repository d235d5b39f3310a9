import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company-tasks/comments/{id}/: only the author's own. */
export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company-tasks/comments/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
