import type { Todo, TodoUpdateBody } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** PUT /api/company-tasks/todo/{id}/: ticks, unticks or renames an item. */
export function useUpdateTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TodoUpdateBody }) =>
      http.put<Todo>(`/api/company-tasks/todo/${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
