import type { Composition } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { COMPOSITIONS } from './compositions';

export type CompositionItemBody =
  | { product_id: number; count: number }
  | { service_id: number; count: number };
export type CompositionSaveBody = {
  name: string;
  description: string;
  price: number;
  items: CompositionItemBody[];
};

/** POST creates a solution, PUT {id}/ replaces its name, price, description and items. */
export function useSaveComposition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CompositionSaveBody }) =>
      id === null
        ? http.post<Composition>(COMPOSITIONS, body)
        : http.put<Composition>(`${COMPOSITIONS}${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
