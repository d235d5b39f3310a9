import type { CatalogKind } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { itemsBase } from './kinds';

/** DELETE /api/company-products/{kind}/{id}/: 409 when a composition uses it (archive it instead). */
export function useDeleteItem(kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`${itemsBase(kind)}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
