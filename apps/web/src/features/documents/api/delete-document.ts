import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/documents/documents/{id}/ (full rights on documents). */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/documents/documents/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents', 'documents'] }),
  });
}
