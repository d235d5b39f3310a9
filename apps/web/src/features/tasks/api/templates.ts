import type { List } from '@sp/shared/api/common';
import type { TaskTemplate } from '@sp/shared/api/tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type TemplatesFilter = { query?: string; offset: number; limit: number };

/** GET /api/company-tasks/task-templates/: the company's templates by title, each with its to-dos. */
export function templatesQuery(filter: TemplatesFilter) {
  return queryOptions({
    queryKey: ['task-templates', 'list', filter],
    queryFn: () =>
      http.get<List<TaskTemplate>>('/api/company-tasks/task-templates/', { ...filter, sort: 'title' }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplates(filter: TemplatesFilter) {
  return useQuery(templatesQuery(filter));
}
