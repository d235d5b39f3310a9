import type { AgentRequest } from '@sp/shared/api/agent-requests';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type AgentRequestsStatus = 'all' | 'new' | 'read';

export type AgentRequestsFilter = {
  status: AgentRequestsStatus;
  query: string;
  /** '' for every category */
  category_order: '' | '1' | '2' | '3' | '4';
  /** YYYY-MM-DD or '' */
  start_date: string;
  end_date: string;
  offset: number;
  limit: number;
};

/** GET /api/company-orders/request_agent/: the company's agent requests, newest first, with the filters set. */
export function agentRequestsQuery(filter: AgentRequestsFilter) {
  return queryOptions({
    queryKey: ['agent-requests', 'list', filter],
    queryFn: () =>
      http.get<List<AgentRequest>>('/api/company-orders/request_agent/', {
        is_new: filter.status === 'all' ? undefined : String(filter.status === 'new'),
        query: filter.query || undefined,
        category_order: filter.category_order || undefined,
        start_date: filter.start_date || undefined,
        end_date: filter.end_date || undefined,
        offset: filter.offset,
        limit: filter.limit,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAgentRequests(filter: AgentRequestsFilter) {
  return useQuery(agentRequestsQuery(filter));
}
