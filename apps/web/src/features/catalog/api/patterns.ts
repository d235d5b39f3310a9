import type { CatalogKind, PatternCategory } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const PATTERNS = '/api/company-products/template_single/';

export type PatternsFilter = { kind: CatalogKind; name?: string; offset: number; limit: number };

/** GET /api/company-products/template_single/?kind&name: template categories with their items. */
export function patternsQuery(filter: PatternsFilter) {
  return queryOptions({
    queryKey: ['catalog', 'patterns', filter],
    queryFn: () => http.get<List<PatternCategory>>(PATTERNS, filter),
    placeholderData: keepPreviousData,
  });
}

export function usePatterns(filter: PatternsFilter) {
  return useQuery(patternsQuery(filter));
}
