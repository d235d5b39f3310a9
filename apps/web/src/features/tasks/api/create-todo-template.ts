import type { TodoTemplate, TodoTemplateCreateBody } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/company-tasks/todo-templates/: a new to-do at the end of the template's list. */
export function useCreateTodoTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TodoTemplateCreateBody) =>
      http.post<TodoTemplate>('/api/company-tasks/todo-templates/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['task-templates'] }),
  });
}
