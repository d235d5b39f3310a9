import type { FamilyTree } from '@sp/shared/api/family-tree';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const FAMILY_TREE_KEY = ['family-tree'] as const;

/** GET /api/family/tree/: the caller's whole tree (nodes with persons, and the links). */
export function familyTreeQuery() {
  return queryOptions({
    queryKey: FAMILY_TREE_KEY,
    queryFn: () => http.get<FamilyTree>('/api/family/tree/'),
  });
}

export function useFamilyTree() {
  return useQuery(familyTreeQuery());
}
