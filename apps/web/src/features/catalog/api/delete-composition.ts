import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { COMPOSITIONS } from './compositions';

/** DELETE /api/company-products/composition-products/{id}/; its products and services stay. */
export function useDeleteComposition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`${COMPOSITIONS}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog', 'compositions'] }),
  });
}
