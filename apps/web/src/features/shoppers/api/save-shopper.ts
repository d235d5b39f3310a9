import type { Shopper, ShopperBody } from '@sp/shared/api/shoppers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const BASE = '/api/company-shoppers/shopper/';

/** POST creates a client, PUT {id}/ replaces it; the body holds only the block of its type (SPEC §5). */
export function useSaveShopper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ShopperBody }) =>
      id === null ? http.post<Shopper>(BASE, body) : http.put<Shopper>(`${BASE}${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['shoppers'] }),
  });
}
