import type { List } from '@sp/shared/api/common';
import type { Invitation } from '@sp/shared/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company/invite-filial/: pending invitations this company sent to become its branch. */
export const sentFilialInvitationsQuery = queryOptions({
  queryKey: ['branches', 'sent-invitations'],
  queryFn: () => http.get<List<Invitation>>('/api/company/invite-filial/'),
});

export function useSentFilialInvitations() {
  return useQuery(sentFilialInvitationsQuery);
}
