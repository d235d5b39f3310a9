import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company-tasks/todo-templates/{id}/ */
export function useDeleteTodoTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company-tasks/todo-templates/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['task-templates'] }),
  });
}
