import type { CatalogKind } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type CategoryScope, categoriesBase } from './categories';

/** DELETE {id}/: a company deletes only its own categories; their items stay, without a category. */
export function useDeleteCategory(scope: CategoryScope, kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`${categoriesBase(scope, kind)}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
