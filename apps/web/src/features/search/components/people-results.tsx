import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { PublicPagesList } from '@sp/shared/api/memory-pages';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { MemorialCards } from '../../../components/memorial-card';
import { PageState } from '../../../components/page-state';
import { type PeopleFilter, useSearchPeople } from '../api/search-people';
import { countText } from './count-text';

type YearFieldProps = { label: string; value: number | null; onChange: (year: string | null) => void };

function YearField({ label, value, onChange }: YearFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === '') onChange(null);
    else if (/^\d{4}$/.test(trimmed)) onChange(trimmed);
  };
  const id = useId();
  // the input parts rather than TextField, which would bring the select menu's code to the search page
  return (
    <FormControl
      size="small"
      variant="outlined"
      error={text !== '' && !/^\d{4}$/.test(text)}
      sx={{ width: 150 }}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
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
        inputProps={{ inputMode: 'numeric', maxLength: 4 }}
      />
    </FormControl>
  );
}

type PeopleResultsProps = {
  filter: PeopleFilter;
  /** under an empty list: the way to the other search */
  emptyHint?: ReactNode;
  /** changes ?born= or ?died= */
  onYear: (key: 'born' | 'died', year: string | null) => void;
};

/**
 * «Люди»: public memory pages by name (the search text), years and city. Pages by link and private ones are
 * never found.
 */
export function PeopleResults({ filter, onYear, emptyHint }: PeopleResultsProps) {
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
