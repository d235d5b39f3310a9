import type { List } from '@sp/shared/api/common';
import type { Person } from '@sp/shared/api/persons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/family/search_person/: the caller's persons by name, best matches first. */
export function useSearchPerson(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['persons', 'search', query],
    queryFn: ({ signal }) =>
      http.get<List<Person>>('/api/family/search_person/', { query, limit: 20 }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
