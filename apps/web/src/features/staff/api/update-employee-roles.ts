import type { Employee } from '@sp/shared/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** PUT /api/company/managers/{id}/ {role_ids}: replaces the employee's roles. */
export function useUpdateEmployeeRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roleIds }: { id: number; roleIds: number[] }) =>
      http.put<Employee>(`/api/company/managers/${id}/`, { role_ids: roleIds }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
