import type { List } from '@sp/shared/api/common';
import type { Responsible } from '@sp/shared/api/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company-orders/responsibles/: who may answer for a deal (the owner first, then the employees). */
export const responsiblesQuery = queryOptions({
  queryKey: ['orders-responsibles'],
  queryFn: ({ signal }) =>
    http.get<List<Responsible>>('/api/company-orders/responsibles/', undefined, signal),
  staleTime: 60_000,
});

export function useResponsibles(enabled = true) {
  return useQuery({ ...responsiblesQuery, enabled });
}
