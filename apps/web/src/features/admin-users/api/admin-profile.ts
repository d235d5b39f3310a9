import type { AdminProfileDetail } from '@sp/shared/api/admin-profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ADMIN_PROFILES_KEY } from './admin-profiles';

/** GET /api/admin/profiles/{id}/: the account, its companies, its tariff and balance. */
export function adminProfileQuery(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_PROFILES_KEY, 'one', id],
    queryFn: ({ signal }) => http.get<AdminProfileDetail>(`/api/admin/profiles/${id}/`, undefined, signal),
  });
}

export function useAdminProfile(id: number) {
  return useQuery(adminProfileQuery(id));
}
