import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/company-orders/request_agent/{id}/ (refused once a deal was made from it). */
export function useDeleteAgentRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`/api/company-orders/request_agent/${id}/`),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: ['agent-requests', 'one', id] });
      return client.invalidateQueries({ queryKey: ['agent-requests', 'list'] });
    },
  });
}
