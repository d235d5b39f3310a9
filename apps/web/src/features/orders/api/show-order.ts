import type { ShowOrder } from '@sp/shared/api/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company-orders/show_orders/{id}/: one of them with its lines, totals and payments. */
export function useShowOrder(id: number) {
  return useQuery(
    queryOptions({
      queryKey: ['show-orders', 'one', id],
      queryFn: ({ signal }) =>
        http.get<ShowOrder>(`/api/company-orders/show_orders/${id}/`, undefined, signal),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}
