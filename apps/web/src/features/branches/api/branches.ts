import type { List } from '@sp/shared/api/common';
import type { Branch } from '@sp/shared/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company/branch/: the main company's branches. */
export const branchesQuery = queryOptions({
  queryKey: ['branches', 'list'],
  queryFn: () => http.get<List<Branch>>('/api/company/branch/'),
});

export function useBranches() {
  return useQuery(branchesQuery);
}
