import type { List } from '@sp/shared/api/common';
import type { CompanyReview, ReviewStatus } from '@sp/shared/api/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type CompanyReviewsFilter = { status?: ReviewStatus; offset: number; limit: number };

/** GET /api/reviews/reviews-company/: the reviews of the company's deals with their status. */
export function companyReviewsQuery(filter: CompanyReviewsFilter) {
  return queryOptions({
    queryKey: ['reviews', 'company', filter],
    queryFn: ({ signal }) => http.get<List<CompanyReview>>('/api/reviews/reviews-company/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyReviews(filter: CompanyReviewsFilter, enabled = true) {
  return useQuery({ ...companyReviewsQuery(filter), enabled });
}
