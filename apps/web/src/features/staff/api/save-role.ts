import type { CompanyRole } from '@sp/shared/api/staff';
import type { ModuleLevels } from '@sp/shared/permissions/modules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type RoleBody = { name: string; modules: ModuleLevels };

/** POST /api/company/roles/ creates a role; PUT /api/company/roles/{id}/ replaces its name and levels. */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RoleBody }) =>
      id === null
        ? http.post<CompanyRole>('/api/company/roles/', body)
        : http.put<CompanyRole>(`/api/company/roles/${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
