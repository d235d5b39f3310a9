import { useSearchCity } from '../../../components/geo/search-cities';
import type { PeopleFilter } from '../api/search-people';

function yearOf(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  return Number(value);
}

/** The people filter from the page's address: the query, ?city=id (its name), ?born= and ?died=. */
export function usePeopleFilter(query: string, cityId: number | null, params: URLSearchParams): PeopleFilter {
  const city = useSearchCity(cityId);
  return {
    name: query,
    city: cityId === null ? '' : (city.data?.name ?? ''),
    birthYear: yearOf(params.get('born')),
    deathYear: yearOf(params.get('died')),
  };
}
