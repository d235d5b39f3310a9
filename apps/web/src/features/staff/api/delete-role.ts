import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company/roles/{id}/: the rights go from everyone who held the role. */
export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company/roles/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
