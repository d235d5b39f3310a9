import type { List } from '@sp/shared/api/common';
import type { Invitation } from '@sp/shared/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company/invite/: the company's pending employee invitations. */
export const invitationsQuery = queryOptions({
  queryKey: ['staff', 'invitations'],
  queryFn: () => http.get<List<Invitation>>('/api/company/invite/'),
});

export function useInvitations() {
  return useQuery(invitationsQuery);
}
