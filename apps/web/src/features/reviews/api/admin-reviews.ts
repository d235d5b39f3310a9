import type { List } from '@sp/shared/api/common';
import type { AdminReview, ReviewStatus } from '@sp/shared/api/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type AdminReviewsFilter = { status?: ReviewStatus; offset: number; limit: number };

export const ADMIN_REVIEWS_KEY = ['reviews', 'admin'] as const;

/** GET /api/admin/reviews/: every review, those waiting for moderation first. */
export function adminReviewsQuery(filter: AdminReviewsFilter) {
  return queryOptions({
    queryKey: [...ADMIN_REVIEWS_KEY, filter],
    queryFn: ({ signal }) => http.get<List<AdminReview>>('/api/admin/reviews/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReviews(filter: AdminReviewsFilter) {
  return useQuery(adminReviewsQuery(filter));
}
