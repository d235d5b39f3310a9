import type { DocumentFormat } from '@sp/shared/api/documents';
import { useFileUrl } from '../../../lib/use-file-url';

export const documentFilePath = (id: number, format: DocumentFormat, inline = false) =>
  `/api/documents/documents/${id}/?format=${format}${inline ? '&inline=1' : ''}`;

/**
 * GET /api/documents/documents/{id}/?format=pdf&inline=1 for the viewer: the PDF as an object URL (an iframe
 * cannot send the session's token). The server records it as a view. `enabled` false fetches nothing.
 */
export function useDocumentPdf(id: number, enabled: boolean) {
  return useFileUrl({
    queryKey: ['documents', 'documents', id, 'pdf'],
    path: documentFilePath(id, 'pdf', true),
    fallbackName: `document-${id}.pdf`,
    enabled,
  });
}
