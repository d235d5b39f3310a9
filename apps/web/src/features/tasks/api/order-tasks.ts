import type { List } from '@sp/shared/api/common';
import type { Task } from '@sp/shared/api/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/tasks/task-tracker/{id}/: the deal's tasks, nearest deadline first. */
export function orderTasksQuery(orderId: number) {
  return queryOptions({
    queryKey: ['tasks', 'order', orderId],
    queryFn: () => http.get<List<Task>>(`/api/tasks/task-tracker/${orderId}/`, { limit: 100 }),
  });
}

export function useOrderTasks(orderId: number) {
  return useQuery(orderTasksQuery(orderId));
}
