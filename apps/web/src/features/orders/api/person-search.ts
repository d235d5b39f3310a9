import type { List } from '@sp/shared/api/common';
import type { Person } from '@sp/shared/api/persons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/family/search_person/?query=: the company's own persons (in company mode), best matches first —
 * the deceased of its other deals among them; the orders server links them by person_id.
 */
export function usePersonSearch(query: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['persons', 'search', query],
      queryFn: ({ signal }) =>
        http.get<List<Person>>('/api/family/search_person/', { query, limit: 20 }, signal),
      enabled: enabled && query.trim().length >= 2,
      staleTime: 30_000,
    }),
  );
}
