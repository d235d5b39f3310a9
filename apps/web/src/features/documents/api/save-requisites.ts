import type { Requisites, RequisitesBody } from '@sp/shared/api/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** PUT /api/documents/requisites/: КПП, ОГРН, БИК and the accounts checked with their digits. */
export function useSaveRequisites() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequisitesBody) => http.put<Requisites>('/api/documents/requisites/', body),
    onSuccess: (saved) => client.setQueryData(['documents', 'requisites'], saved),
  });
}
