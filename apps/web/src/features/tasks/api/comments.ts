import type { List } from '@sp/shared/api/common';
import type { TaskComment } from '@sp/shared/api/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The comments a task page shows at once; older ones come with «Показать ещё». */
export const COMMENTS_PAGE = 50;

/** GET /api/company-tasks/comments/?task_id=N: oldest first. */
export function commentsQuery(taskId: number, limit: number) {
  return queryOptions({
    queryKey: ['tasks', 'comments', taskId, limit],
    queryFn: () => http.get<List<TaskComment>>('/api/company-tasks/comments/', { task_id: taskId, limit }),
  });
}

export function useComments(taskId: number, limit = COMMENTS_PAGE) {
  return useQuery(commentsQuery(taskId, limit));
}
