import type { CatalogItem, CatalogItemBody, CatalogKind } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { itemsBase } from './kinds';

/** POST /api/company-products/{kind}/ creates; PUT …/{id}/ replaces name, category, article, unit, price. */
export function useSaveItem(kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CatalogItemBody }) =>
      id === null
        ? http.post<CatalogItem>(itemsBase(kind), body)
        : http.put<CatalogItem>(`${itemsBase(kind)}${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
