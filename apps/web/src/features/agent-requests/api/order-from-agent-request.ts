import type { Order } from '@sp/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * POST /api/company-orders/order_from_request_agent/: one deal from the request (the client, the deceased and the
 * note come with it); the server answers the new deal.
 */
export function useOrderFromAgentRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.post<Order>('/api/company-orders/order_from_request_agent/', { agent_request: id }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['agent-requests'] }),
  });
}
