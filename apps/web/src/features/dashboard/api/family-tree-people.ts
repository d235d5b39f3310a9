import type { List } from '@sp/shared/api/common';
import type { Person } from '@sp/shared/api/persons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** How many of the tree's people the family's home shows. */
export const TREE_GLANCE = 8;

/** GET /api/family/person/?in_tree=true: the people of the family's tree, the eldest first, and how many. */
export function familyTreePeopleQuery() {
  return queryOptions({
    queryKey: ['persons', 'list', { in_tree: 'true', sort: 'date_birth', offset: 0, limit: TREE_GLANCE }],
    queryFn: () =>
      http.get<List<Person>>('/api/family/person/', {
        in_tree: 'true',
        sort: 'date_birth',
        offset: 0,
        limit: TREE_GLANCE,
      }),
  });
}

export function useFamilyTreePeople() {
  return useQuery(familyTreePeopleQuery());
}
