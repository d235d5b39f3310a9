import type { List } from '@sp/shared/api/common';
import type { Person } from '@sp/shared/api/persons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/family/person/?name=&sort=-date_death&limit=20: the family's persons by name, the latest deaths first,
 * to ask a passport for the grave of one of them (the living are left out by the dialog).
 */
export function useFamilyPersonOptions(name: string, enabled: boolean) {
  return useQuery({
    queryKey: ['passport-pickers', 'family-persons', name],
    queryFn: ({ signal }) =>
      http.get<List<Person>>(
        '/api/family/person/',
        { name: name || undefined, sort: '-date_death', limit: 20 },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
