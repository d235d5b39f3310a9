import type { Composition } from '@sp/shared/api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { COMPOSITIONS } from './compositions';

/** GET /api/company-products/composition-products/{id}/: one solution with its items and their sum. */
export function compositionQuery(id: number) {
  return queryOptions({
    queryKey: ['catalog', 'composition', id],
    queryFn: () => http.get<Composition>(`${COMPOSITIONS}${id}/`),
  });
}

export function useComposition(id: number | null) {
  return useQuery({ ...compositionQuery(id ?? 0), enabled: id !== null });
}
