import type { GeneratedDocument } from '@sp/shared/api/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/documents/documents/{id}/info/: the document's record (the staff's or the deal's client's). */
export function documentInfoQuery(id: number) {
  return queryOptions({
    queryKey: ['documents', 'documents', id, 'info'],
    queryFn: () => http.get<GeneratedDocument>(`/api/documents/documents/${id}/info/`),
  });
}

export function useDocumentInfo(id: number) {
  return useQuery(documentInfoQuery(id));
}
