import type { CemeteryArea } from '@sp/shared/api/cemeteries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { AREAS_KEY } from './areas';

/** DELETE /api/cemeteries/areas/{id}/ */
export function deleteArea(area: CemeteryArea): Promise<void> {
  return http.del<void>(`/api/cemeteries/areas/${area.id}/`);
}

export function useDeleteArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArea,
    onSuccess: (_, area) => client.invalidateQueries({ queryKey: [...AREAS_KEY, area.cemetery_id] }),
  });
}
