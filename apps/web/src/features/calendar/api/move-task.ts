import type { List } from '@sp/shared/api/common';
import type { Task, TaskDetail } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

type Move = { id: number; deadline: string };

const CALENDAR_TASKS = ['tasks', 'calendar'] as const;

/**
 * PATCH /api/company-tasks/tasks/{id}/ with the deadline only: the calendar's drag and «Перенести…». The task moves
 * on every calendar at once and goes back if the server refuses; the tasks' lists are asked again after.
 */
export function useMoveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deadline }: Move) =>
      http.request<TaskDetail>('PATCH', `/api/company-tasks/tasks/${id}/`, { body: { deadline } }),
    onMutate: async ({ id, deadline }: Move) => {
      await client.cancelQueries({ queryKey: CALENDAR_TASKS });
      const before = client.getQueriesData<List<Task>>({ queryKey: CALENDAR_TASKS });
      client.setQueriesData<List<Task>>(
        { queryKey: CALENDAR_TASKS },
        (list) =>
          list && {
            ...list,
            results: list.results.map((task) => (task.id === id ? { ...task, deadline } : task)),
          },
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSuccess: (task) => client.setQueryData(['tasks', 'detail', task.id], task),
    onSettled: () => client.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
