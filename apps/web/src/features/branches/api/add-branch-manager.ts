import type { Employee } from '@sp/shared/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type AddBranchManagerBody = { branch_id: number; account_id: number; role_ids: number[] };

/** POST /api/company/branch-managers/: places an employee of the main company in a branch. */
export function useAddBranchManager() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBranchManagerBody) => http.post<Employee>('/api/company/branch-managers/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['branches'] }),
  });
}
