import type { AgentRequest } from '@sp/shared/api/agent-requests';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';

export const agentRequestKey = (id: number) => ['agent-requests', 'one', id] as const;

/**
 * GET /api/company-orders/request_agent/{id}/: one request. Opened by anyone but its author the server marks it
 * read, so the list is refreshed once it arrives.
 */
export function useAgentRequest(id: number, enabled = true) {
  const client = useQueryClient();
  const request = useQuery({
    queryKey: agentRequestKey(id),
    queryFn: () => http.get<AgentRequest>(`/api/company-orders/request_agent/${id}/`),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
  const loaded = request.isSuccess;
  useEffect(() => {
    if (loaded) void client.invalidateQueries({ queryKey: ['agent-requests', 'list'] });
  }, [loaded, client]);
  return request;
}
