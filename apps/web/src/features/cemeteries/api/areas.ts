import type { CemeteryArea } from '@sp/shared/api/cemeteries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const AREAS_KEY = ['cemetery-areas'] as const;

/** GET /api/cemeteries/areas/?cemetery_id=: the areas drawn inside a cemetery. */
export function areasQuery(cemeteryId: number) {
  return queryOptions({
    queryKey: [...AREAS_KEY, cemeteryId],
    queryFn: () => http.get<CemeteryArea[]>('/api/cemeteries/areas/', { cemetery_id: cemeteryId }),
  });
}

export function useAreas(cemeteryId: number | null) {
  return useQuery({ ...areasQuery(cemeteryId ?? 0), enabled: cemeteryId !== null });
}
