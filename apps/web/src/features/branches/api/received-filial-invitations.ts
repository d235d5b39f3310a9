import type { List } from '@sp/shared/api/common';
import type { Invitation } from '@sp/shared/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company/accept-invite-filial/: invitations this company received (the owner answers). */
export const receivedFilialInvitationsQuery = queryOptions({
  queryKey: ['branches', 'received-invitations'],
  queryFn: () => http.get<List<Invitation>>('/api/company/accept-invite-filial/'),
});

export function useReceivedFilialInvitations(enabled: boolean) {
  return useQuery({ ...receivedFilialInvitationsQuery, enabled });
}
