import type { LandingItem } from '@sp/shared/api/landing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type PopularKind, popularItemsQuery } from './popular-items';

/** PUT /api/company-landing/popular-products/ or popular-services/ {ids}: replaces the list, order kept. */
export function useSavePopularItems(kind: PopularKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.put<LandingItem[]>(`/api/company-landing/popular-${kind}/`, { ids }),
    onSuccess: (data) => client.setQueryData(popularItemsQuery(kind).queryKey, data),
  });
}
