import type { List } from '@sp/shared/api/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type SearchCity = { id: number; name: string; region: string; latitude: number; longitude: number };

/** GET /api/geo/city/?city=&limit=10: the platform's cities by the beginning (then any part) of the name. */
export function useSearchCities(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'cities', text],
    queryFn: () => http.get<List<SearchCity>>('/api/geo/city/', { city: text.trim(), limit: 10 }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** GET /api/geo/city/{id}/: the city remembered in the address (?city=id). */
export function useSearchCity(id: number | null) {
  return useQuery({
    queryKey: ['search', 'city', id],
    queryFn: () => http.get<SearchCity>(`/api/geo/city/${id}/`),
    enabled: id !== null,
    staleTime: 30 * 60_000,
  });
}
