import type { TodoTemplate, TodoTemplateUpdateBody } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** PUT /api/company-tasks/todo-templates/{id}/: renames a template's to-do or moves it to sort_order. */
export function useUpdateTodoTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TodoTemplateUpdateBody }) =>
      http.put<TodoTemplate>(`/api/company-tasks/todo-templates/${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['task-templates'] }),
  });
}
