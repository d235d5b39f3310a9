import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CEMETERIES_KEY } from './cemeteries';
import { GRAVES_KEY } from './graves-in-box';

/** DELETE /api/cemeteries/graves/{id}/ (409 while someone is buried in it). */
export function deleteGrave(id: number): Promise<void> {
  return http.del<void>(`/api/cemeteries/graves/${id}/`);
}

export function useDeleteGrave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGrave,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: [...GRAVES_KEY, 'card', id] });
      return Promise.all([
        client.invalidateQueries({ queryKey: GRAVES_KEY }),
        client.invalidateQueries({ queryKey: CEMETERIES_KEY }),
      ]);
    },
  });
}
