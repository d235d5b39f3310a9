import type { DocumentsStatus } from '@sp/shared/api/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/documents/status/: whether the server can make PDFs (LibreOffice installed). */
export function documentsStatusQuery() {
  return queryOptions({
    queryKey: ['documents', 'status'],
    queryFn: () => http.get<DocumentsStatus>('/api/documents/status/'),
    staleTime: 5 * 60_000,
  });
}

export function useDocumentsStatus() {
  return useQuery(documentsStatusQuery());
}
