import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company-tasks/task-templates/{id}/: the tasks made from it stay. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company-tasks/task-templates/${id}/`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['task-templates'] });
      void client.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
