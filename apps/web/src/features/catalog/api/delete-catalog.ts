import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CATALOGS } from './catalogs';

/** DELETE /api/catalogs/{id}/: the collection goes, its products and services stay. */
export function useDeleteCatalog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`${CATALOGS}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog', 'catalogs'] }),
  });
}
