import type { TaskCreateBody, TaskDetail } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/company-tasks/tasks/: a task from scratch, with its first to-dos. */
export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskCreateBody) => http.post<TaskDetail>('/api/company-tasks/tasks/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
