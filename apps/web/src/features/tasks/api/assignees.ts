import type { List } from '@sp/shared/api/common';
import type { Assignee } from '@sp/shared/api/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company-tasks/assignees/: the company's owner and employees, who may hold a task. */
export const assigneesQuery = queryOptions({
  queryKey: ['tasks', 'assignees'],
  queryFn: () => http.get<List<Assignee>>('/api/company-tasks/assignees/'),
  staleTime: 60_000,
});

export function useAssignees() {
  return useQuery(assigneesQuery);
}
