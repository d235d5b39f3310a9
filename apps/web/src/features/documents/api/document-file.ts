import type { DocumentFormat } from '@sp/shared/api/documents';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchFile } from '../../../lib/file-download';

export const documentFilePath = (id: number, format: DocumentFormat, inline = false) =>
  `/api/documents/documents/${id}/?format=${format}${inline ? '&inline=1' : ''}`;

/**
 * GET /api/documents/documents/{id}/?format=pdf&inline=1 for the viewer: the PDF as an object URL (an iframe
 * cannot send the session's token). The server records it as a view. `enabled` false fetches nothing.
 */
export function useDocumentPdf(id: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['documents', 'documents', id, 'pdf'],
    queryFn: ({ signal }) => fetchFile(documentFilePath(id, 'pdf', true), `document-${id}.pdf`, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data.blob) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url };
}
