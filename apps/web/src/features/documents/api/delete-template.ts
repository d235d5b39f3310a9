import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/documents/templates/{id}/: documents made from it stay. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.del<void>(`/api/documents/templates/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents', 'templates'] }),
  });
}
