import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company/managers/{id}/: takes the person out of the company (the owner cannot be). */
export function useRemoveEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company/managers/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
