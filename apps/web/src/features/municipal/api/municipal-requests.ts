import type { List } from '@sp/shared/api/common';
import type { MunicipalApplication } from '@sp/shared/api/passports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type MunicipalRequestStatus = MunicipalApplication['status'];
export type MunicipalRequestsFilter = { status?: MunicipalRequestStatus; offset: number; limit: number };

export const MUNICIPAL_REQUESTS_KEY = ['municipal', 'admin-requests'] as const;

/** GET /api/admin/municipal-requests/: the companies' requests to become municipal organisations, newest first. */
export function municipalRequestsQuery(filter: MunicipalRequestsFilter) {
  return queryOptions({
    queryKey: [...MUNICIPAL_REQUESTS_KEY, filter],
    queryFn: ({ signal }) =>
      http.get<List<MunicipalApplication>>('/api/admin/municipal-requests/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMunicipalRequests(filter: MunicipalRequestsFilter) {
  return useQuery(municipalRequestsQuery(filter));
}
