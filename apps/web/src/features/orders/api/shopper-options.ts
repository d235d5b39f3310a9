import type { List } from '@sp/shared/api/common';
import type { Shopper } from '@sp/shared/api/shoppers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company-shoppers/shopper/?query=: the company's clients whose name, phone, e-mail or ИНН match. */
export function useShopperOptions(query: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['shoppers', 'options', query],
      queryFn: ({ signal }) =>
        http.get<List<Shopper>>(
          '/api/company-shoppers/shopper/',
          { query: query || undefined, sort: 'name', limit: 20, offset: 0 },
          signal,
        ),
      enabled,
      staleTime: 30_000,
    }),
  );
}
