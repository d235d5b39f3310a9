import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GENDER_LABELS, GENDERS, PERSON_MSG } from '@sp/shared/api/persons';
import { partialDateFromText } from '@sp/shared/format/date-text';
import { parsePartialDate } from '@sp/shared/format/partial-date';
import { useEffect, useState } from 'react';
import type { PersonsFilter } from '../api/persons';

export type PersonFilterState = {
  name: string;
  city: string;
  burialCity: string;
  gender: '' | 'male' | 'female';
  birth: string;
  death: string;
  hasPage: '' | 'true' | 'false';
  inTree: '' | 'true' | 'false';
  sort: string;
};

export const INITIAL_FILTERS: PersonFilterState = {
  name: '',
  city: '',
  burialCity: '',
  gender: '',
  birth: '',
  death: '',
  hasPage: '',
  inTree: '',
  sort: 'last_name',
};

export const SORT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'last_name', label: 'По фамилии, А–Я' },
  { value: '-last_name', label: 'По фамилии, Я–А' },
  { value: 'date_birth', label: 'Сначала старшие' },
  { value: '-date_birth', label: 'Сначала младшие' },
  { value: '-date_death', label: 'Недавно ушедшие' },
  { value: '-created_at', label: 'Недавно добавленные' },
];

/** A year or partial date typed in a filter: the API's form, null while it is unreadable. */
function oneDate(text: string): string | null {
  const value = partialDateFromText(text);
  if (value === '') return '';
  return parsePartialDate(value) ? value : null;
}

/** Two dates with a dash between («1898–1902», «1898 - 1902», «03.1898 — 1902»); a lone ISO month is one date. */
const RANGE = /^(.+?\d{4})\s*[–—-]\s*(\d.*)$/;

/**
 * A filter's text: one year or partial date, or a range of two; the API's forms, null while it is unreadable. A
 * person's date matches when the days it may stand for meet it («около 1900» is found from 1898 to 1902).
 */
function dateFilter(text: string): { from: string; to?: string } | null {
  const range = RANGE.exec(text.trim());
  if (range && !/^\d{4}-\d{2}$/.test(text.trim())) {
    const from = oneDate(range[1]);
    const to = oneDate(range[2]);
    return from && to ? { from, to } : null;
  }
  const from = oneDate(text);
  return from === null ? null : { from };
}

export const dateFilterError = (text: string) =>
  dateFilter(text) === null ? PERSON_MSG.dateFormat : undefined;

/** The list request's query: only the filters that are set; an unreadable date is left out. */
export function personsFilterOf(state: PersonFilterState, offset: number, limit: number): PersonsFilter {
  const filter: PersonsFilter = { sort: state.sort, offset, limit };
  if (state.name) filter.name = state.name;
  if (state.city) filter.city = state.city;
  if (state.burialCity) filter.burial_city = state.burialCity;
  if (state.gender) filter.gender = state.gender;
  const birth = dateFilter(state.birth);
  const death = dateFilter(state.death);
  if (birth?.from) filter.date_birth = birth.from;
  if (birth?.to) filter.date_birth_to = birth.to;
  if (death?.from) filter.date_death = death.from;
  if (death?.to) filter.date_death_to = death.to;
  if (state.hasPage) filter.has_memory_pages = state.hasPage;
  if (state.inTree) filter.in_tree = state.inTree;
  return filter;
}

const TEXT_DELAY_MS = 350;

/** A labelled text filter that reports its value once typing pauses. */
function DelayedField({
  label,
  onChange,
  error,
  inputMode,
}: {
  label: string;
  onChange: (value: string) => void;
  error?: (value: string) => string | undefined;
  inputMode?: 'decimal';
}) {
  const [text, setText] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the text restarts the pause
  useEffect(() => {
    const timer = setTimeout(() => onChange(text.trim()), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const problem = error?.(text);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={Boolean(problem)}
      helperText={problem}
      slotProps={{ htmlInput: { inputMode } }}
      fullWidth
    />
  );
}

type PersonFiltersProps = {
  value: PersonFilterState;
  onChange: (next: Partial<PersonFilterState>) => void;
};

/**
 * The spec's person filters: name, city, burial city, gender, date (year) of birth and death, memory page,
 * in the tree; and the sort. On a phone the less used ones fold away behind «Ещё фильтры».
 */
export function PersonFilters({ value, onChange }: PersonFiltersProps) {
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [more, setMore] = useState(false);
  const select = (
    label: string,
    current: string,
    options: readonly { value: string; label: string }[],
    change: (next: string) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={current}
      onChange={(event) => change(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const grid = {
    display: 'grid',
    gap: 1.5,
    alignItems: 'start',
    gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
    '& > .wide': { gridColumn: { xs: 'span 2', md: 'auto' } },
  } as const;
  return (
    <Box role="search" aria-label="Фильтры" sx={{ mb: 2 }}>
      <Box sx={grid}>
        <Box sx={{ gridColumn: 'span 2' }}>
          <DelayedField label="Поиск по имени" onChange={(name) => onChange({ name })} />
        </Box>
        {select('Сортировка', value.sort, SORT_OPTIONS, (sort) => onChange({ sort }))}
        {phone && (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<FilterListOutlined />}
            aria-expanded={more}
            onClick={() => setMore(!more)}
            sx={{ height: 40 }}
          >
            {more ? 'Скрыть' : 'Ещё фильтры'}
          </Button>
        )}
      </Box>
      <Collapse in={!phone || more}>
        <Box sx={{ ...grid, mt: 1.5 }}>
          <DelayedField label="Город проживания" onChange={(city) => onChange({ city })} />
          <DelayedField label="Город захоронения" onChange={(burialCity) => onChange({ burialCity })} />
          {select(
            'Пол',
            value.gender,
            [
              { value: '', label: 'Любой' },
              ...GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
            ],
            (gender) => onChange({ gender: gender as PersonFilterState['gender'] }),
          )}
          <DelayedField
            label="Год рождения"
            inputMode="decimal"
            error={dateFilterError}
            onChange={(birth) => onChange({ birth })}
          />
          <DelayedField
            label="Год смерти"
            inputMode="decimal"
            error={dateFilterError}
            onChange={(death) => onChange({ death })}
          />
          {select(
            'Страница памяти',
            value.hasPage,
            [
              { value: '', label: 'Неважно' },
              { value: 'true', label: 'Есть' },
              { value: 'false', label: 'Нет' },
            ],
            (hasPage) => onChange({ hasPage: hasPage as PersonFilterState['hasPage'] }),
          )}
          {select(
            'В древе',
            value.inTree,
            [
              { value: '', label: 'Неважно' },
              { value: 'true', label: 'Да' },
              { value: 'false', label: 'Нет' },
            ],
            (inTree) => onChange({ inTree: inTree as PersonFilterState['inTree'] }),
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
