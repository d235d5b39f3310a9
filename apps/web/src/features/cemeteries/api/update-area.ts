import type { CemeteryArea, Ring } from '@sp/shared/api/cemeteries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { AREAS_KEY } from './areas';

export type AreaUpdate = { id: number; name: string; outline: Ring };

/** PUT /api/cemeteries/areas/{id}/: an area's name and outline, by its cemetery's governor. */
export function updateArea({ id, ...body }: AreaUpdate): Promise<CemeteryArea> {
  return http.put<CemeteryArea>(`/api/cemeteries/areas/${id}/`, body);
}

export function useUpdateArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateArea,
    onSuccess: (area) => client.invalidateQueries({ queryKey: [...AREAS_KEY, area.cemetery_id] }),
  });
}
