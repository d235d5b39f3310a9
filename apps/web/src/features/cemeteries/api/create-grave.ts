import type { GraveBody, GraveMarker } from '@sp/shared/api/cemeteries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CEMETERIES_KEY } from './cemeteries';
import { GRAVES_KEY } from './graves-in-box';

/** POST /api/cemeteries/graves/: a grave at a point inside the cemetery (confirmed when its governor adds it). */
export function createGrave(body: GraveBody): Promise<GraveMarker> {
  return http.post<GraveMarker>('/api/cemeteries/graves/', body);
}

export function useCreateGrave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGrave,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: GRAVES_KEY }),
        client.invalidateQueries({ queryKey: CEMETERIES_KEY }),
      ]),
  });
}
