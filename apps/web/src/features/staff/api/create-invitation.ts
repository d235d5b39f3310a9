import type { Invitation } from '@sp/shared/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type InviteBody = ({ phone: string } | { email: string }) & { role_ids: number[] };

/** POST /api/company/invite/: sends the invitation link to the phone or e-mail. */
export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => http.post<Invitation>('/api/company/invite/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'invitations'] }),
  });
}
