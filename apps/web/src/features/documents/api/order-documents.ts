import type { List } from '@sp/shared/api/common';
import type { GeneratedDocument } from '@sp/shared/api/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/documents/documents/?order_id=: the deal's documents, newest first. */
export function orderDocumentsQuery(orderId: number) {
  return queryOptions({
    queryKey: ['documents', 'documents', { orderId }],
    queryFn: () =>
      http.get<List<GeneratedDocument>>('/api/documents/documents/', {
        order_id: orderId,
        offset: 0,
        limit: 100,
      }),
  });
}

export function useOrderDocuments(orderId: number) {
  return useQuery(orderDocumentsQuery(orderId));
}
