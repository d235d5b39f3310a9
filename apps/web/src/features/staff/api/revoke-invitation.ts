import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company/invite/{id}/: the link stops working. */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company/invite/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'invitations'] }),
  });
}
