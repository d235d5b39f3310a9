import type { TaskDetail } from '@sp/shared/api/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company-tasks/tasks/{id}/: the task with its to-do list in order. */
export function taskQuery(id: number) {
  return queryOptions({
    queryKey: ['tasks', 'detail', id],
    queryFn: () => http.get<TaskDetail>(`/api/company-tasks/tasks/${id}/`),
  });
}

export function useTask(id: number) {
  return useQuery(taskQuery(id));
}
