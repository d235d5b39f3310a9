import type { List } from '@sp/shared/api/common';
import type { Assignee } from '@sp/shared/api/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/company-tasks/assignees/: the company's owner and employees, for the calendar's «Сотрудник» filter
 * (the same request and cache key as the task form's assignee list).
 */
export const employeesQuery = queryOptions({
  queryKey: ['tasks', 'assignees'],
  queryFn: () => http.get<List<Assignee>>('/api/company-tasks/assignees/'),
  staleTime: 60_000,
});

export function useEmployees() {
  return useQuery(employeesQuery);
}
