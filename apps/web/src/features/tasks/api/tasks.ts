import type { List } from '@sp/shared/api/common';
import type { Task } from '@sp/shared/api/tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type TasksFilter = {
  query?: string;
  /** one status or several, comma-separated */
  status?: string;
  assignee?: string;
  deadline_from_date?: string;
  deadline_to_date?: string;
  created_from_date?: string;
  created_to_date?: string;
  /** the deadline at or before this instant (ISO): the overdue ones */
  date_lte?: string;
  sort: string;
  offset: number;
  limit: number;
};

/** GET /api/company-tasks/tasks/: the company's tasks with the spec's filters, sort and paging. */
export function tasksQuery(filter: TasksFilter) {
  return queryOptions({
    queryKey: ['tasks', 'list', filter],
    queryFn: () => http.get<List<Task>>('/api/company-tasks/tasks/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useTasks(filter: TasksFilter) {
  return useQuery(tasksQuery(filter));
}
