import type { AdminReview, AdminReviewFlags } from '@sp/shared/api/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ADMIN_REVIEWS_KEY } from './admin-reviews';

/** PUT /api/admin/reviews/{id}/: is_moderation approves, is_banned hides the review. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: number; flags: AdminReviewFlags }) =>
      http.put<AdminReview>(`/api/admin/reviews/${id}/`, flags),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_REVIEWS_KEY }),
  });
}
