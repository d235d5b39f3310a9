import type { AccountStatus, AdminProfile } from '@sp/shared/api/admin-profiles';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type AdminProfilesFilter = {
  query?: string;
  user_type?: 1 | 2 | 3 | 4;
  status?: AccountStatus;
  offset: number;
  limit: number;
};

/** Every query of the console starts with it: an action asks them all again. */
export const ADMIN_PROFILES_KEY = ['admin-profiles'] as const;

/** GET /api/admin/profiles/: accounts, the newest first, found by name, e-mail or phone. */
export function adminProfilesQuery(filter: AdminProfilesFilter) {
  return queryOptions({
    queryKey: [...ADMIN_PROFILES_KEY, 'list', filter],
    queryFn: ({ signal }) => http.get<List<AdminProfile>>('/api/admin/profiles/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProfiles(filter: AdminProfilesFilter) {
  return useQuery(adminProfilesQuery(filter));
}
