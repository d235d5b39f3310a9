import type { CatalogKind, Category } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type CategoryScope, categoriesBase } from './categories';

type SavedCategory = {
  id: number | null;
  name: string;
  /** administrators' service categories only: the mark «Срочный вызов» looks for */
  is_urgent_evacuation?: boolean;
};

/** POST {name} creates, PUT {id}/ renames: the company's own categories, or public ones for administrators. */
export function useSaveCategory(scope: CategoryScope, kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SavedCategory) =>
      id === null
        ? http.post<Category>(categoriesBase(scope, kind), body)
        : http.put<Category>(`${categoriesBase(scope, kind)}${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
