import type { CatalogKind, Category } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type CategoryScope, categoriesBase } from './categories';

/** POST {name} creates, PUT {id}/ renames: the company's own categories, or public ones for administrators. */
export function useSaveCategory(scope: CategoryScope, kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) =>
      id === null
        ? http.post<Category>(categoriesBase(scope, kind), { name })
        : http.put<Category>(`${categoriesBase(scope, kind)}${id}/`, { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
