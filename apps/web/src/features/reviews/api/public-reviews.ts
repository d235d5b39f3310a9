import type { PublicReview, PublicReviews } from '@sp/shared/api/reviews';
import { useCallback, useEffect, useState } from 'react';
import { http } from '../../../lib/http';

export const PUBLIC_REVIEWS_PAGE = 5;

export type PublicReviewsState = {
  results: PublicReview[];
  count: number;
  average: number | null;
  loading: boolean;
  error: unknown;
};

const INITIAL: PublicReviewsState = { results: [], count: 0, average: null, loading: true, error: null };

/**
 * GET /api/public/reviews-company/?company_id=: a company's published reviews, five more at each «Показать
 * ещё». The app's HTTP client without the query library: the company page is public and ships little JavaScript.
 */
export function usePublicReviews(companyId: number) {
  const [state, setState] = useState<PublicReviewsState>(INITIAL);
  const [offset, setOffset] = useState(0);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry repeats the request
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    http
      .get<PublicReviews>(
        '/api/public/reviews-company/',
        { company_id: companyId, offset, limit: PUBLIC_REVIEWS_PAGE },
        controller.signal,
      )
      .then(
        (page) =>
          setState((current) => ({
            results: offset === 0 ? page.results : [...current.results, ...page.results],
            count: page.count,
            average: page.average,
            loading: false,
            error: null,
          })),
        (error: unknown) => {
          if (!controller.signal.aborted) setState((current) => ({ ...current, loading: false, error }));
        },
      );
    return () => controller.abort();
  }, [companyId, offset, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const showMore = useCallback(() => setOffset(state.results.length), [state.results.length]);
  return { state, retry, showMore };
}
