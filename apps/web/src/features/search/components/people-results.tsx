import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PublicPagesList } from '@sp/shared/api/memory-pages';
import type { ReactNode } from 'react';
import { MemorialCards } from '../../../components/memorial-card';
import { PageState } from '../../../components/page-state';
import { useSearchPeople } from '../api/search-people';
import { countText } from './count-text';
import { usePeopleFilter } from './people-tab';
import { YearField } from './year-field';

type PeopleResultsProps = {
  /** the search's words: the name */
  query: string;
  /** the search's city (?city=id): where the person lived or is buried */
  cityId: number | null;
  /** the page's address parameters (?born=, ?died=) */
  params: URLSearchParams;
  /** under an empty list: the way to the other search */
  emptyHint?: ReactNode;
  /** changes ?born= or ?died= */
  onYear: (key: 'born' | 'died', year: string | null) => void;
};

/**
 * «Люди»: public memory pages by name (the search text), years and city. Pages by link and private ones are
 * never found.
 */
export function PeopleResults({ query, cityId, params, onYear, emptyHint }: PeopleResultsProps) {
  const filter = usePeopleFilter(query, cityId, params);
  const results = useSearchPeople(filter);
  const rows = results.data?.pages.flatMap((page) => page.results) ?? [];
  // the pages are kept as the server answered them, with count_exact beside the list's own fields
  const first = results.data?.pages[0] as PublicPagesList | undefined;
  const total = first?.count ?? rows.length;
  // beyond PEOPLE_COUNT_BOUND matches the server says «more than» rather than counting them all
  const totalText = countText(total, first?.count_exact);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <YearField label="Год рождения" value={filter.birthYear} onChange={(year) => onYear('born', year)} />
        <YearField label="Год смерти" value={filter.deathYear} onChange={(year) => onYear('died', year)} />
        <Typography variant="body2" color="text.secondary">
          Город — где человек жил или похоронен
        </Typography>
      </Box>
      {results.isPending && <PageState kind="loading" />}
      {results.isError && <PageState kind="error" error={results.error} onRetry={() => results.refetch()} />}
      {results.data && rows.length === 0 && (
        <>
          <PageState kind="empty" text="Страницы памяти не найдены. Попробуйте другое имя, годы или город." />
          {emptyHint}
        </>
      )}
      {rows.length > 0 && (
        <Box sx={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <MemorialCards cards={rows} label="Люди" />
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
            <Typography variant="body2" color="text.secondary">
              Показано {rows.length} из {totalText}
            </Typography>
            {results.hasNextPage && (
              <Button
                variant="outlined"
                onClick={() => results.fetchNextPage()}
                disabled={results.isFetchingNextPage}
              >
                {results.isFetchingNextPage ? 'Загрузка…' : 'Показать ещё'}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
