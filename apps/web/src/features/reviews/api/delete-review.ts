import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MY_REVIEWS_KEY } from './my-reviews';

/** DELETE /api/reviews/reviews/{id}/: the author withdraws the review (not a banned one). */
export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/reviews/reviews/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_REVIEWS_KEY }),
  });
}
