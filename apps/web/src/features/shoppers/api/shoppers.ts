import type { List } from '@sp/shared/api/common';
import type { Shopper } from '@sp/shared/api/shoppers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type ShoppersFilter = {
  query?: string;
  type_shopper?: '1' | '2';
  is_confirmed?: 'true' | 'false';
  sort: string;
  offset: number;
  limit: number;
};

/** GET /api/company-shoppers/shopper/: the company's clients with search, filters, sort and paging. */
export function shoppersQuery(filter: ShoppersFilter) {
  return queryOptions({
    queryKey: ['shoppers', 'list', filter],
    queryFn: () => http.get<List<Shopper>>('/api/company-shoppers/shopper/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useShoppers(filter: ShoppersFilter) {
  return useQuery(shoppersQuery(filter));
}
