import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company/invite-filial/{id}/. */
export function useRevokeFilialInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company/invite-filial/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['branches'] }),
  });
}
