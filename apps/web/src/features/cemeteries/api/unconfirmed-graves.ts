import type { UnconfirmedGrave } from '@sp/shared/api/cemeteries';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { GRAVES_KEY } from './graves-in-box';

export type UnconfirmedFilter = { cemetery_id?: number; offset: number; limit: number };

/**
 * GET /api/cemeteries/unconfirmed-graves/: the proposed graves waiting in the cemeteries the caller governs (an
 * administrator: every cemetery), the newest first. Under the graves' key: confirming or deleting one asks again.
 */
export function unconfirmedGravesQuery(filter: UnconfirmedFilter) {
  return queryOptions({
    queryKey: [...GRAVES_KEY, 'unconfirmed', filter],
    queryFn: ({ signal }) =>
      http.get<List<UnconfirmedGrave>>('/api/cemeteries/unconfirmed-graves/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnconfirmedGraves(filter: UnconfirmedFilter) {
  return useQuery(unconfirmedGravesQuery(filter));
}
