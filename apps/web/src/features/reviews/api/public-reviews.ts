import type { PublicReview, PublicReviews } from '@sp/shared/api/reviews';
import { useCachedPages } from '../../../lib/get-cache';
import { http } from '../../../lib/http';

export const PUBLIC_REVIEWS_PAGE = 5;

export type PublicReviewsState = {
  results: PublicReview[];
  count: number;
  average: number | null;
  loading: boolean;
  error: unknown;
};

/**
 * GET /api/public/reviews-company/?company_id=: a company's published reviews, five more at each «Показать
 * ещё». Through the public pages' small query cache (lib/get-cache): the company page ships little JavaScript.
 */
export function usePublicReviews(companyId: number) {
  const query = useCachedPages<PublicReview>(`public-reviews:${companyId}`, (offset) =>
    http.get<PublicReviews>('/api/public/reviews-company/', {
      company_id: companyId,
      offset,
      limit: PUBLIC_REVIEWS_PAGE,
    }),
  );
  const pages = query.data?.pages ?? [];
  const first = pages[0] as PublicReviews | undefined;
  const state: PublicReviewsState = {
    results: pages.flatMap((page) => page.results),
    count: first?.count ?? 0,
    average: first?.average ?? null,
    loading: query.isPending || query.isFetchingNextPage,
    error: query.isError ? query.error : null,
  };
  return { state, retry: query.refetch, showMore: query.fetchNextPage };
}
