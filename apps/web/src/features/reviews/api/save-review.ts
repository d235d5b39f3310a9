import type { MyReview, ReviewUpdateBody } from '@sp/shared/api/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MY_REVIEWS_KEY } from './my-reviews';

const BASE = '/api/reviews/reviews/';

export type SaveReviewInput = { id: number | null; orderId: number; body: ReviewUpdateBody };

/**
 * POST /api/reviews/reviews/ sends a review of a completed deal (its client only); PUT {id}/ changes it while it
 * waits for moderation.
 */
export function useSaveReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, orderId, body }: SaveReviewInput) =>
      id === null
        ? http.post<MyReview>(BASE, { order_id: orderId, ...body })
        : http.put<MyReview>(`${BASE}${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_REVIEWS_KEY }),
  });
}
