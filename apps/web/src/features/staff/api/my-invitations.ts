import type { List } from '@sp/shared/api/common';
import type { Invitation } from '@sp/shared/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/company/accept-invitation/?token=: invitations addressed to the signed-in person's confirmed
 * phone or e-mail, plus the one the link's token names.
 */
export function myInvitationsQuery(token: string | null) {
  return queryOptions({
    queryKey: ['staff', 'my-invitations', token],
    queryFn: () => http.get<List<Invitation>>('/api/company/accept-invitation/', { token }),
  });
}

export function useMyInvitations(token: string | null) {
  return useQuery(myInvitationsQuery(token));
}
