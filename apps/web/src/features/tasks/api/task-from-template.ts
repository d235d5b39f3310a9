import type { TaskDetail, TaskFromTemplateBody } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/company-tasks/tasks-from-template/: the template's to-dos copied in one step. */
export function useTaskFromTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskFromTemplateBody) =>
      http.post<TaskDetail>('/api/company-tasks/tasks-from-template/', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['tasks'] });
      void client.invalidateQueries({ queryKey: ['task-templates'] });
    },
  });
}
