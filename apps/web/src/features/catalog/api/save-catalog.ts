import type { Catalog } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CATALOGS } from './catalogs';

export type CatalogSaveBody = {
  name: string;
  description: string;
  product_ids: number[];
  service_ids: number[];
};

/** POST /api/catalogs/ creates, PUT /api/catalogs/{id}/ replaces name, description and the chosen items. */
export function useSaveCatalog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CatalogSaveBody }) =>
      id === null ? http.post<Catalog>(CATALOGS, body) : http.put<Catalog>(`${CATALOGS}${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog', 'catalogs'] }),
  });
}
