import type { List } from '@sp/shared/api/common';
import type { Person } from '@sp/shared/api/persons';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type PersonsFilter = {
  name?: string;
  city?: string;
  burial_city?: string;
  gender?: 'male' | 'female';
  date_birth?: string;
  /** with date_birth, a range: from date_birth to this */
  date_birth_to?: string;
  date_death?: string;
  date_death_to?: string;
  has_memory_pages?: 'true' | 'false';
  in_tree?: 'true' | 'false';
  sort?: string;
  offset: number;
  limit: number;
};

/** GET /api/family/person/ with the spec's filters (SPEC §3), sort and paging. */
export function personsQuery(filter: PersonsFilter) {
  return queryOptions({
    queryKey: ['persons', 'list', filter],
    queryFn: () => http.get<List<Person>>('/api/family/person/', filter),
    placeholderData: keepPreviousData,
  });
}

export function usePersons(filter: PersonsFilter) {
  return useQuery(personsQuery(filter));
}
