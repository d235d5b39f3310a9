import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/company/accept-invite-filial/ {invitation_id, accept}: accepting makes this company a branch. */
export function useRespondFilialInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { invitation_id: number; accept: boolean }) =>
      http.post<{ accepted: boolean }>('/api/company/accept-invite-filial/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['branches'] }),
  });
}
