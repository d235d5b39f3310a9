import type { CatalogItem, CatalogKind } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { itemsBase } from './kinds';

export type ItemsFilter = {
  name?: string;
  sort?: string;
  cat_id?: number;
  price_gte?: number;
  price_lte?: number;
  /** 'true' lists the archive only */
  is_archive?: 'true';
  offset: number;
  limit: number;
};

/**
 * GET /api/company-products/products/ (or services/) with name, sort, cat_id, price_gte, price_lte
 * (rubles) and is_archive=true for the archive.
 */
export function itemsQuery(kind: CatalogKind, filter: ItemsFilter) {
  return queryOptions({
    queryKey: ['catalog', 'items', kind, filter],
    queryFn: () => http.get<List<CatalogItem>>(itemsBase(kind), filter),
    placeholderData: keepPreviousData,
  });
}

export function useItems(kind: CatalogKind, filter: ItemsFilter, enabled = true) {
  return useQuery({ ...itemsQuery(kind, filter), enabled });
}
