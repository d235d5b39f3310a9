import type { TaskTemplate, TaskTemplateCreateBody, TaskTemplateUpdateBody } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const BASE = '/api/company-tasks/task-templates/';

type Save = { id: null; body: TaskTemplateCreateBody } | { id: number; body: TaskTemplateUpdateBody };

/** POST creates a template with its first to-dos; PUT {id}/ changes its title and description. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: Save) =>
      save.id === null
        ? http.post<TaskTemplate>(BASE, save.body)
        : http.put<TaskTemplate>(`${BASE}${save.id}/`, save.body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['task-templates'] }),
  });
}
