import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/family/person/{id}/: the person with its tree nodes and memory page. */
export function useDeletePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/family/person/${id}/`),
    // the tree and the memory pages lose the person too
    onSuccess: () => client.invalidateQueries(),
  });
}
