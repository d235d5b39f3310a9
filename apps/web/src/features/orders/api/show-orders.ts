import type { List } from '@sp/shared/api/common';
import type { ShowOrderRow } from '@sp/shared/api/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company-orders/show_orders/: the deals whose client is linked to the signed-in account. */
export function useShowOrders(filter: { offset: number; limit: number }) {
  return useQuery(
    queryOptions({
      queryKey: ['show-orders', 'list', filter],
      queryFn: ({ signal }) =>
        http.get<List<ShowOrderRow>>('/api/company-orders/show_orders/', filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
