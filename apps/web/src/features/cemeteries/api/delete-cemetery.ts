import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CEMETERIES_KEY } from './cemeteries';

/** DELETE /api/cemeteries/cemeteries/{id}/ with its areas (409 while it has graves). */
export function deleteCemetery(id: number): Promise<void> {
  return http.del<void>(`/api/cemeteries/cemeteries/${id}/`);
}

export function useDeleteCemetery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCemetery,
    onSuccess: () => client.invalidateQueries({ queryKey: CEMETERIES_KEY }),
  });
}
