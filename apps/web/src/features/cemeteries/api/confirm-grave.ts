import type { GraveMarker } from '@sp/shared/api/cemeteries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { GRAVES_KEY } from './graves-in-box';

/** POST /api/cemeteries/graves/{id}/confirm/: the governor confirms a grave someone proposed. */
export function confirmGrave(id: number): Promise<GraveMarker> {
  return http.post<GraveMarker>(`/api/cemeteries/graves/${id}/confirm/`);
}

export function useConfirmGrave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmGrave,
    onSuccess: () => client.invalidateQueries({ queryKey: GRAVES_KEY }),
  });
}
