import type { List } from '@sp/shared/api/common';
import type { SiteRequestSummary } from '@sp/shared/api/requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type RequestsStatus = 'all' | 'new' | 'read';
export type RequestsFilter = { status: RequestsStatus; query: string; offset: number; limit: number };

/** GET /api/company-orders/requests/?is_new&query&offset&limit: the company's requests from the site. */
export function requestsQuery(filter: RequestsFilter) {
  return queryOptions({
    queryKey: ['requests', 'list', filter],
    queryFn: () =>
      http.get<List<SiteRequestSummary>>('/api/company-orders/requests/', {
        is_new: filter.status === 'all' ? undefined : String(filter.status === 'new'),
        query: filter.query || undefined,
        offset: filter.offset,
        limit: filter.limit,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRequests(filter: RequestsFilter) {
  return useQuery(requestsQuery(filter));
}
