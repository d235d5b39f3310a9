import type { List } from '@sp/shared/api/common';
import type { TimelineEntry } from '@sp/shared/api/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { orderKey } from './order';

/** Under the deal's key: whatever refreshes the deal (a payment, a status move, a save) refreshes its timeline. */
export const timelineKey = (id: number) => [...orderKey(id), 'timeline'] as const;

/** GET /api/company-orders/orders/{id}/timeline/: the deal's events, newest first, the first `limit` of them. */
export function timelineQuery(id: number, limit: number) {
  return queryOptions({
    queryKey: [...timelineKey(id), limit],
    queryFn: ({ signal }) =>
      http.get<List<TimelineEntry>>(`/api/company-orders/orders/${id}/timeline/`, { limit }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTimeline(id: number, limit: number) {
  return useQuery(timelineQuery(id, limit));
}
