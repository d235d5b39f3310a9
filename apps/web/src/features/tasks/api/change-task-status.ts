import type { TaskDetail, TaskStatus } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** PATCH /api/company-tasks/tasks/{id}/ with the status only: the board's drag and its status menu. */
export function useChangeTaskStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TaskStatus }) =>
      http.request<TaskDetail>('PATCH', `/api/company-tasks/tasks/${id}/`, { body: { status } }),
    onSuccess: (task) => {
      client.setQueryData(['tasks', 'detail', task.id], task);
      void client.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
