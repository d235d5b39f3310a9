import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company-shoppers/shopper/{id}/: 409 while the client has deals. */
export function useDeleteShopper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company-shoppers/shopper/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['shoppers'] }),
  });
}
