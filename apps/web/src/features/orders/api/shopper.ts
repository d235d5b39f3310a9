import type { Shopper } from '@sp/shared/api/shoppers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company-shoppers/shopper/{id}/: the deal's client in full, for the confirmation by code. */
export function useShopper(id: number | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['shoppers', 'one', id],
      queryFn: ({ signal }) => http.get<Shopper>(`/api/company-shoppers/shopper/${id}/`, undefined, signal),
      enabled: enabled && id !== null,
    }),
  );
}
