import type { CatalogItem, CatalogKind } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { itemsBase } from './kinds';

/** POST /api/company-products/{kind}/{id}/archive/ or …/restore/: out of and back into the catalog. */
export function useArchiveItem(kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archive }: { id: number; archive: boolean }) =>
      http.post<CatalogItem>(`${itemsBase(kind)}${id}/${archive ? 'archive' : 'restore'}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
