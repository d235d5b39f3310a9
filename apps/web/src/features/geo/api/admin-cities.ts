import type { List } from '@sp/shared/api/common';
import type { AdminCity, CityBody } from '@sp/shared/api/geo';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type CityFilter = { city: string; status: 'active' | 'withdrawn' | 'all' };

/** GET /api/admin/cities/: the product's city list as administrators see it, withdrawn ones included. */
export function useAdminCities(filter: CityFilter, offset: number, limit: number) {
  return useQuery({
    queryKey: ['admin', 'cities', filter, offset, limit],
    queryFn: () =>
      http.get<List<AdminCity>>('/api/admin/cities/', {
        city: filter.city.trim() || undefined,
        is_active: filter.status === 'all' ? undefined : String(filter.status === 'active'),
        offset,
        limit,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/cities/ adds a city; PUT /api/admin/cities/{id}/ replaces it (is_active withdraws or restores). */
export function useSaveCity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CityBody }) =>
      id === null
        ? http.post<AdminCity>('/api/admin/cities/', body)
        : http.put<AdminCity>(`/api/admin/cities/${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'cities'] }),
  });
}
