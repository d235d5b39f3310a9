import type { List } from '@sp/shared/api/common';
import type { MyReview } from '@sp/shared/api/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const MY_REVIEWS_KEY = ['reviews', 'mine'] as const;

/** GET /api/reviews/reviews/?order_id=: the caller's review of a deal, if they left one. */
export function orderReviewQuery(orderId: number) {
  return queryOptions({
    queryKey: [...MY_REVIEWS_KEY, 'order', orderId],
    queryFn: async ({ signal }) => {
      const list = await http.get<List<MyReview>>('/api/reviews/reviews/', { order_id: orderId }, signal);
      return list.results[0] ?? null;
    },
  });
}

export function useOrderReview(orderId: number, enabled = true) {
  return useQuery({ ...orderReviewQuery(orderId), enabled });
}
