import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type CityRef = { id: number; name: string; region: string };

/** GET /api/geo/city/?city=: the platform's cities whose name starts with (then contains) the text. */
export function citiesQuery(city: string) {
  return queryOptions({
    queryKey: ['geo', 'cities', city],
    queryFn: () => http.get<List<CityRef>>('/api/geo/city/', { city, limit: 20 }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useCities(city: string, enabled: boolean) {
  return useQuery({ ...citiesQuery(city), enabled });
}
