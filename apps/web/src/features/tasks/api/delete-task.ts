import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company-tasks/tasks/{id}/: its to-dos and comments go with it. */
export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company-tasks/tasks/${id}/`),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: ['tasks', 'detail', id] });
      void client.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
