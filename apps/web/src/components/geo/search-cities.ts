import type { List } from '@sp/shared/api/common';
import { useCachedGet } from '../../lib/get-cache';
import { http } from '../../lib/http';

export type SearchCity = { id: number; name: string; region: string; latitude: number; longitude: number };

/** GET /api/geo/city/?city=&limit=10: the platform's cities by the beginning (then any part) of the name. */
export function useSearchCities(text: string, enabled: boolean) {
  const query = { city: text.trim(), limit: 10 };
  return useCachedGet(
    enabled ? `cities:${query.city}` : null,
    () => http.get<List<SearchCity>>('/api/geo/city/', query),
    { keepPrevious: true },
  );
}

/** GET /api/geo/city/{id}/: the city remembered in the address (?city=id). */
export function useSearchCity(id: number | null) {
  return useCachedGet(id === null ? null : `city:${id}`, () => http.get<SearchCity>(`/api/geo/city/${id}/`));
}
