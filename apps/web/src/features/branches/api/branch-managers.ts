import type { List } from '@sp/shared/api/common';
import type { Employee } from '@sp/shared/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company/branch-managers/?branch_id=: the people working in one branch. */
export function branchManagersQuery(branchId: number) {
  return queryOptions({
    queryKey: ['branches', 'managers', branchId],
    queryFn: () => http.get<List<Employee>>('/api/company/branch-managers/', { branch_id: branchId }),
  });
}

export function useBranchManagers(branchId: number) {
  return useQuery(branchManagersQuery(branchId));
}
