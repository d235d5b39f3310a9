import type { List } from '@sp/shared/api/common';
import type { CompanyRole } from '@sp/shared/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company/roles/: every role of the current company with how many people hold it. */
export const rolesQuery = queryOptions({
  queryKey: ['staff', 'roles'],
  queryFn: () => http.get<List<CompanyRole>>('/api/company/roles/'),
});

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQuery, enabled });
}
