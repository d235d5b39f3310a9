import type { CommentCreateBody, TaskComment } from '@sp/shared/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/company-tasks/comments/ */
export function useAddComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentCreateBody) => http.post<TaskComment>('/api/company-tasks/comments/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
