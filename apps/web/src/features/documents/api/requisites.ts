import type { Requisites } from '@sp/shared/api/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/documents/requisites/: the company's details for documents, with the card's alongside. */
export function requisitesQuery() {
  return queryOptions({
    queryKey: ['documents', 'requisites'],
    queryFn: () => http.get<Requisites>('/api/documents/requisites/'),
  });
}

export function useRequisites(enabled = true) {
  return useQuery({ ...requisitesQuery(), enabled });
}
