import type { List } from '@sp/shared/api/common';
import type { Task } from '@sp/shared/api/tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The calendar's period (Moscow days, inclusive) and the employee it is filtered by ('' for everyone). */
export type CalendarFilter = { from: string; to: string; employee: string };

const PAGE = 100;
/** A month of one company rarely holds this many deadlines; past it the calendar shows the first ones. */
const MAX_TASKS = 1000;

export const calendarTasksKey = (filter: CalendarFilter) => ['tasks', 'calendar', filter] as const;

/**
 * GET /api/company-tasks/tasks/ with date_gte / date_lte: the tasks whose deadline falls in the period, nearest
 * first, every page of them (the list gives a hundred at a time); `assignee` when an employee is chosen.
 */
export function calendarTasksQuery(filter: CalendarFilter) {
  return queryOptions({
    queryKey: calendarTasksKey(filter),
    queryFn: async ({ signal }): Promise<List<Task>> => {
      const page = (offset: number) =>
        http.get<List<Task>>(
          '/api/company-tasks/tasks/',
          {
            date_gte: filter.from,
            date_lte: filter.to,
            assignee: filter.employee || undefined,
            sort: 'deadline',
            offset,
            limit: PAGE,
          },
          signal,
        );
      const first = await page(0);
      const total = Math.min(first.count, MAX_TASKS);
      const offsets: number[] = [];
      for (let offset = PAGE; offset < total; offset += PAGE) offsets.push(offset);
      const rest = await Promise.all(offsets.map(page));
      return { results: [first, ...rest].flatMap((list) => list.results), count: first.count };
    },
    placeholderData: keepPreviousData,
  });
}

export function useCalendarTasks(filter: CalendarFilter, enabled = true) {
  return useQuery({ ...calendarTasksQuery(filter), enabled });
}
