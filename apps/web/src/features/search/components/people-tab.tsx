import Box from '@mui/material/Box';
import { useSearchCity } from '../../../components/geo/search-cities';
import { type PeopleFilter, useSearchPeople } from '../api/search-people';

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

/** The «Люди» tab's label with the number of public memory pages found. */
export function PeopleTabLabel({ filter }: { filter: PeopleFilter }) {
  const results = useSearchPeople(filter);
  const count = results.data?.pages[0]?.count;
  return (
    <span>
      Люди
      {count !== undefined && (
        <Box component="span" sx={{ ml: 0.75, color: 'text.secondary' }}>
          {count}
        </Box>
      )}
    </span>
  );
}
