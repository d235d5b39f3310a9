import type { LandingItem } from '@sp/shared/api/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type PopularKind = 'products' | 'services';

/** GET /api/company-landing/popular-products/ or popular-services/: the chosen items in their order. */
export function popularItemsQuery(kind: PopularKind) {
  return queryOptions({
    queryKey: ['landing', 'popular', kind],
    queryFn: () => http.get<LandingItem[]>(`/api/company-landing/popular-${kind}/`),
  });
}

export function usePopularItems(kind: PopularKind) {
  return useQuery(popularItemsQuery(kind));
}
