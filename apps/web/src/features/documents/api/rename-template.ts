import type { DocumentTemplate } from '@sp/shared/api/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** PATCH /api/documents/templates/{id}/ {name}: an own template only. */
export function useRenameTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      http.request<DocumentTemplate>('PATCH', `/api/documents/templates/${id}/`, { body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents', 'templates'] }),
  });
}
