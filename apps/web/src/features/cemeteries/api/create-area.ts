import type { CemeteryArea, Ring } from '@sp/shared/api/cemeteries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { AREAS_KEY } from './areas';

export type AreaBody = { cemetery_id: number; name: string; outline: Ring };

/** POST /api/cemeteries/areas/: an area drawn inside a cemetery. */
export function createArea(body: AreaBody): Promise<CemeteryArea> {
  return http.post<CemeteryArea>('/api/cemeteries/areas/', body);
}

export function useCreateArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createArea,
    onSuccess: (area) => client.invalidateQueries({ queryKey: [...AREAS_KEY, area.cemetery_id] }),
  });
}
