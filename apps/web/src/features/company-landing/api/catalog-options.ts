import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { PopularKind } from './popular-items';

export type CatalogOption = { id: number; name: string; price: number };

/** GET /api/company-products/products/ or services/?name&limit=50: the company's items for the pickers. */
export function catalogOptionsQuery(kind: PopularKind, name: string) {
  return queryOptions({
    queryKey: ['landing', 'catalog-options', kind, name],
    queryFn: () => http.get<List<CatalogOption>>(`/api/company-products/${kind}/`, { name, limit: 50 }),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogOptions(kind: PopularKind, name: string, enabled: boolean) {
  return useQuery({ ...catalogOptionsQuery(kind, name), enabled });
}
