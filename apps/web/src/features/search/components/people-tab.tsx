import { useSearchCity } from '../../../components/geo/search-cities';
import type { PeopleFilter } from '../api/search-people';
import { yearParam } from './year-field';

/** The people filter from the page's address: the query, ?city=id (its name), ?born= and ?died=. */
export function usePeopleFilter(query: string, cityId: number | null, params: URLSearchParams): PeopleFilter {
  const city = useSearchCity(cityId);
  return {
    name: query,
    city: cityId === null ? '' : (city.data?.name ?? ''),
    birthYear: yearParam(params.get('born')),
    deathYear: yearParam(params.get('died')),
  };
}
