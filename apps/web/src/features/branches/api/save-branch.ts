import type { Branch } from '@sp/shared/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type BranchBody = { name: string; address: string; phone: string };

/** POST /api/company/branch/ (the owner creates) or PUT /api/company/branch/{id}/ (edit). */
export function useSaveBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BranchBody }) =>
      id === null
        ? http.post<Branch>('/api/company/branch/', body)
        : http.put<Branch>(`/api/company/branch/${id}/`, body),
    onSuccess: async () => {
      // a new branch is one more company to switch to: the top bar's switch reads the list again when opened
      await client.resetQueries({ queryKey: ['profile', 'available-companies'] });
      await client.invalidateQueries({ queryKey: ['branches'] });
    },
  });
}
