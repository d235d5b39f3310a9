import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { ShoppersFilter } from '../api/shoppers';

const SEARCH_DELAY_MS = 300;

export type ShopperFilterState = {
  query: string;
  type: '' | '1' | '2';
  confirmed: '' | 'true' | 'false';
  sort: string;
};

export const INITIAL_FILTERS: ShopperFilterState = {
  query: '',
  type: '',
  confirmed: '',
  sort: '-created_at',
};

const SORT_OPTIONS = [
  { value: '-created_at', label: 'Сначала новые' },
  { value: 'created_at', label: 'Сначала старые' },
  { value: 'name', label: 'По имени, А–Я' },
  { value: '-name', label: 'По имени, Я–А' },
] as const;

/** The list request's query: only the filters that are set. */
export function shoppersFilterOf(state: ShopperFilterState, offset: number, limit: number): ShoppersFilter {
  return {
    sort: state.sort,
    offset,
    limit,
    ...(state.query ? { query: state.query } : {}),
    ...(state.type ? { type_shopper: state.type } : {}),
    ...(state.confirmed ? { is_confirmed: state.confirmed } : {}),
  };
}

type ShopperFiltersProps = {
  value: ShopperFilterState;
  onChange: (next: Partial<ShopperFilterState>) => void;
};

/** Search by name, ИНН, phone or e-mail (sent after a pause in typing), type, confirmation and sort. */
export function ShopperFilters({ value, onChange }: ShopperFiltersProps) {
  const [text, setText] = useState(value.query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the pause
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== value.query) onChange({ query: text.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
      }}
    >
      <TextField
        size="small"
        type="search"
        label="Поиск: имя, ИНН, телефон, e-mail"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <TextField
        select
        size="small"
        label="Тип клиента"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={value.type}
        onChange={(event) => onChange({ type: event.target.value as ShopperFilterState['type'] })}
      >
        <MenuItem value="">Все</MenuItem>
        <MenuItem value="1">Физические лица</MenuItem>
        <MenuItem value="2">Юридические лица</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Подтверждение"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={value.confirmed}
        onChange={(event) => onChange({ confirmed: event.target.value as ShopperFilterState['confirmed'] })}
      >
        <MenuItem value="">Все</MenuItem>
        <MenuItem value="true">Подтверждённые</MenuItem>
        <MenuItem value="false">Не подтверждённые</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Сортировка"
        value={value.sort}
        onChange={(event) => onChange({ sort: event.target.value })}
      >
        {SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
