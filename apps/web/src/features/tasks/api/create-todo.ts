import type { Todo, TodoCreateBody } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/company-tasks/todo/: a new item at the end of the task's list. */
export function useCreateTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TodoCreateBody) => http.post<Todo>('/api/company-tasks/todo/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
