import type { List } from '@sp/shared/api/common';
import type { DocumentTemplate } from '@sp/shared/api/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/documents/templates/: the four built-ins first, then the company's own by name. */
export function templatesQuery() {
  return queryOptions({
    queryKey: ['documents', 'templates'],
    queryFn: () => http.get<List<DocumentTemplate>>('/api/documents/templates/', { offset: 0, limit: 100 }),
  });
}

export function useTemplates(enabled = true) {
  return useQuery({ ...templatesQuery(), enabled });
}
