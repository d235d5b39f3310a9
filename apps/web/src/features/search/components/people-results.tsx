import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { MemorialCards } from '../../../components/memorial-card';
import { PageState } from '../../../components/page-state';
import { useSearchCity } from '../api/search-cities';
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

type YearFieldProps = { label: string; value: number | null; onChange: (year: string | null) => void };

function YearField({ label, value, onChange }: YearFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === '') onChange(null);
    else if (/^\d{4}$/.test(trimmed)) onChange(trimmed);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 4))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      error={text !== '' && !/^\d{4}$/.test(text)}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      sx={{ width: 150 }}
    />
  );
}

type PeopleResultsProps = {
  filter: PeopleFilter;
  /** changes ?born= or ?died= */
  onYear: (key: 'born' | 'died', year: string | null) => void;
};

/**
 * «Люди»: public memory pages by name (the search text), years and city. Pages by link and private ones are
 * never found.
 */
export function PeopleResults({ filter, onYear }: PeopleResultsProps) {
  const results = useSearchPeople(filter);
  const rows = results.data?.pages.flatMap((page) => page.results) ?? [];
  const total = results.data?.pages[0]?.count ?? rows.length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <YearField label="Год рождения" value={filter.birthYear} onChange={(year) => onYear('born', year)} />
        <YearField label="Год смерти" value={filter.deathYear} onChange={(year) => onYear('died', year)} />
        <Typography variant="body2" color="text.secondary">
          Имя — в строке поиска, город — в поле «Город»
        </Typography>
      </Box>
      {results.isPending && <PageState kind="loading" />}
      {results.isError && <PageState kind="error" error={results.error} onRetry={() => results.refetch()} />}
      {results.data && rows.length === 0 && (
        <PageState kind="empty" text="Страницы памяти не найдены. Попробуйте другое имя, годы или город." />
      )}
      {rows.length > 0 && (
        <Box sx={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <MemorialCards cards={rows} label="Люди" />
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
            <Typography variant="body2" color="text.secondary">
              Показано {rows.length} из {total}
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
