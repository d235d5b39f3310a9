import type { Cemetery } from '@sp/shared/api/cemeteries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CEMETERIES_KEY } from './cemeteries';

/** GET /api/cemeteries/cemeteries/{id}/: one cemetery with its outline and centre. */
export function cemeteryQuery(id: number) {
  return queryOptions({
    queryKey: [...CEMETERIES_KEY, 'one', id],
    queryFn: () => http.get<Cemetery>(`/api/cemeteries/cemeteries/${id}/`),
  });
}

export function useCemetery(id: number | null) {
  return useQuery({ ...cemeteryQuery(id ?? 0), enabled: id !== null });
}
