import type { List } from '@sp/shared/api/common';
import type { Person } from '@sp/shared/api/persons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/family/person/: the caller's persons without a memory page, by name, to make a page for one. */
export function usePersonOptions(name: string, enabled: boolean) {
  return useQuery({
    queryKey: ['persons', 'without-page', name],
    queryFn: () =>
      http.get<List<Person>>('/api/family/person/', {
        name: name || undefined,
        has_memory_pages: 'false',
        sort: '-date_death',
        limit: 20,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
