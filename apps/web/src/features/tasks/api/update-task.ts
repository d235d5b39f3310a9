import type { TaskDetail, TaskUpdateBody } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** PUT /api/company-tasks/tasks/{id}/: every field of the task's form. */
export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TaskUpdateBody }) =>
      http.put<TaskDetail>(`/api/company-tasks/tasks/${id}/`, body),
    onSuccess: (task) => {
      client.setQueryData(['tasks', 'detail', task.id], task);
      void client.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
