import type { DocumentTemplate } from '@sp/shared/api/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/documents/templates/{id}/: a built-in by its key or an own template by its number. */
export function templateQuery(id: string) {
  return queryOptions({
    queryKey: ['documents', 'templates', id],
    queryFn: () => http.get<DocumentTemplate>(`/api/documents/templates/${encodeURIComponent(id)}/`),
  });
}

export function useTemplate(id: string) {
  return useQuery(templateQuery(id));
}
