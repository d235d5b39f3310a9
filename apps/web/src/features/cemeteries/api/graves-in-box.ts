import type { GraveStatus, GravesInBox } from '@sp/shared/api/cemeteries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every query of graves (the map's boxes, a grave's card) starts with this key. */
export const GRAVES_KEY = ['cemetery-graves'] as const;

export type GravesFilter = { bbox: string; cemetery_id: number; status?: GraveStatus };

/**
 * GET /api/cemeteries/graves/?bbox=: the graves in the map's view (at most 500), or their clusters when there are
 * more; the box at most 2° a side.
 */
export function gravesInBoxQuery(filter: GravesFilter) {
  return queryOptions({
    queryKey: [...GRAVES_KEY, 'box', filter],
    queryFn: ({ signal }) => http.get<GravesInBox>('/api/cemeteries/graves/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGravesInBox(filter: GravesFilter | null) {
  return useQuery({
    ...gravesInBoxQuery(filter ?? { bbox: '', cemetery_id: 0 }),
    enabled: filter !== null,
  });
}
