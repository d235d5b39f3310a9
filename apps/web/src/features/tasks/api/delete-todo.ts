import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company-tasks/todo/{id}/: the items after it move up. */
export function useDeleteTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company-tasks/todo/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
