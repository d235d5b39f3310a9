import type { Catalog } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const CATALOGS = '/api/catalogs/';

export type NamedFilter = { name?: string; offset: number; limit: number };

/** GET /api/catalogs/?name&offset&limit: named collections of the company's products and services. */
export function catalogsQuery(filter: NamedFilter) {
  return queryOptions({
    queryKey: ['catalog', 'catalogs', filter],
    queryFn: () => http.get<List<Catalog>>(CATALOGS, filter),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogs(filter: NamedFilter) {
  return useQuery(catalogsQuery(filter));
}
