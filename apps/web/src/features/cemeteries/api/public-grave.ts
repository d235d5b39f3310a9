import type { PublicGrave } from '@sp/shared/api/cemeteries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { GRAVES_KEY } from './graves-in-box';

/** GET /api/cemeteries/public-place-grave/{id}/: a grave's card (its cemetery, who is buried there). */
export function publicGraveQuery(id: number) {
  return queryOptions({
    queryKey: [...GRAVES_KEY, 'card', id],
    queryFn: () => http.get<PublicGrave>(`/api/cemeteries/public-place-grave/${id}/`),
  });
}

export function usePublicGrave(id: number | null) {
  return useQuery({ ...publicGraveQuery(id ?? 0), enabled: id !== null });
}
