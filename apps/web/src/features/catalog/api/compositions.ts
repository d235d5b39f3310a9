import type { Composition } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const COMPOSITIONS = '/api/company-products/composition-products/';

export type CompositionsFilter = { name?: string; sort?: string; offset: number; limit: number };

/** GET /api/company-products/composition-products/?name&sort&offset&limit: the ready-made solutions. */
export function compositionsQuery(filter: CompositionsFilter) {
  return queryOptions({
    queryKey: ['catalog', 'compositions', filter],
    queryFn: () => http.get<List<Composition>>(COMPOSITIONS, filter),
    placeholderData: keepPreviousData,
  });
}

export function useCompositions(filter: CompositionsFilter) {
  return useQuery(compositionsQuery(filter));
}
