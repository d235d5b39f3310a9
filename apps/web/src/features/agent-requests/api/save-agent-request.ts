import type { AgentRequest, AgentRequestBody } from '@sp/shared/api/agent-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const BASE = '/api/company-orders/request_agent/';

/** POST records a request, PUT {id}/ replaces every field of one (refused once a deal was made from it). */
export function useSaveAgentRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AgentRequestBody }) =>
      id === null ? http.post<AgentRequest>(BASE, body) : http.put<AgentRequest>(`${BASE}${id}/`, body),
    onSuccess: (saved) => {
      client.setQueryData(['agent-requests', 'one', saved.id], saved);
      return client.invalidateQueries({ queryKey: ['agent-requests', 'list'] });
    },
  });
}
