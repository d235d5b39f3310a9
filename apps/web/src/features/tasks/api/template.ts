import type { TaskTemplate } from '@sp/shared/api/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company-tasks/task-templates/{id}/: the template with its to-dos in order. */
export function templateQuery(id: number) {
  return queryOptions({
    queryKey: ['task-templates', 'detail', id],
    queryFn: () => http.get<TaskTemplate>(`/api/company-tasks/task-templates/${id}/`),
  });
}

export function useTemplate(id: number | null) {
  return useQuery({ ...templateQuery(id ?? 0), enabled: id !== null });
}
