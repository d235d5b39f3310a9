import type { CatalogItem, CatalogKind } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { itemsBase } from './kinds';

/** POST /api/company-products/{kind}/{id}/photos/ multipart `photo` (10 at most); answers the item. */
export function useUploadPhoto(kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('photo', file);
      return http.post<CatalogItem>(`${itemsBase(kind)}${id}/photos/`, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog', 'items', kind] }),
  });
}

/** DELETE /api/company-products/{kind}/{id}/photos/{photoId}/; answers the item. */
export function useDeletePhoto(kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photoId }: { id: number; photoId: number }) =>
      http.del<CatalogItem>(`${itemsBase(kind)}${id}/photos/${photoId}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog', 'items', kind] }),
  });
}
