import type { DocumentCreateBody, GeneratedDocument } from '@sp/shared/api/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/documents/documents/: a document of the deal from a template; format pdf converts it at once. */
export function useCreateDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentCreateBody) => http.post<GeneratedDocument>('/api/documents/documents/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents', 'documents'] }),
  });
}
