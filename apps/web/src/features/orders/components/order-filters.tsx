import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ORDER_MSG } from '@sp/shared/api/orders';
import {
  ORDER_CATEGORIES,
  ORDER_CATEGORY_LABELS,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
} from '@sp/shared/orders/kinds';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@sp/shared/orders/statuses';
import { useEffect, useState } from 'react';
import { PeriodFields } from '../../../components/date-fields';
import type { OrdersFilter } from '../api/orders';
import { type ShopperChoice, ShopperPicker } from './shopper-picker';

const SEARCH_DELAY_MS = 300;

export type OrderFilterState = {
  status: '' | OrderStatus;
  query: string;
  sort: string;
  start_date: string;
  end_date: string;
  type_order: '' | '1' | '2';
  category_order: '' | '1' | '2' | '3' | '4';
  shopper: ShopperChoice | null;
};

export const INITIAL_ORDER_FILTERS: OrderFilterState = {
  status: '',
  query: '',
  sort: '-created_at',
  start_date: '',
  end_date: '',
  type_order: '',
  category_order: '',
  shopper: null,
};

export const ORDER_SORT_OPTIONS = [
  { value: '-created_at', label: 'Сначала новые' },
  { value: 'created_at', label: 'Сначала старые' },
  { value: '-number', label: 'Номер: по убыванию' },
  { value: 'number', label: 'Номер: по возрастанию' },
  { value: '-total', label: 'Сумма: по убыванию' },
  { value: 'total', label: 'Сумма: по возрастанию' },
  { value: 'funeral_at', label: 'Дата похорон: раньше' },
  { value: '-funeral_at', label: 'Дата похорон: позже' },
  { value: 'status', label: 'По статусу' },
] as const;

/** Why the period cannot be asked for, or null. */
export function periodProblem(state: Pick<OrderFilterState, 'start_date' | 'end_date'>): string | null {
  if (state.start_date && state.end_date && state.end_date < state.start_date) return ORDER_MSG.periodOrder;
  return null;
}

/**
 * The list request's query: only the filters that are set; a period whose end is before its start sends
 * neither end (the field says why).
 */
export function ordersFilterOf(state: OrderFilterState, offset: number, limit: number): OrdersFilter {
  const period = periodProblem(state) === null;
  return {
    sort: state.sort,
    offset,
    limit,
    ...(state.status ? { status: state.status } : {}),
    ...(state.query ? { query: state.query } : {}),
    ...(state.start_date && period ? { start_date: state.start_date } : {}),
    ...(state.end_date && period ? { end_date: state.end_date } : {}),
    ...(state.type_order ? { type_order: state.type_order } : {}),
    ...(state.category_order ? { category_order: state.category_order } : {}),
    ...(state.shopper ? { shopper: state.shopper.id } : {}),
  };
}

export function hasFilters(state: OrderFilterState): boolean {
  return (
    state.status !== '' ||
    state.query !== '' ||
    state.start_date !== '' ||
    state.end_date !== '' ||
    state.type_order !== '' ||
    state.category_order !== '' ||
    state.shopper !== null
  );
}

type OrderFiltersProps = {
  value: OrderFilterState;
  onChange: (next: Partial<OrderFilterState>) => void;
  /** the board shows every status in its own column */
  hideStatus?: boolean;
};

const selectProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/**
 * SPEC §7 filters of the deals: search (number, client, phone, deceased; sent after a pause in typing), status,
 * the creation period, type, category, the client, and sort.
 */
export function OrderFilters({ value, onChange, hideStatus = false }: OrderFiltersProps) {
  const [text, setText] = useState(value.query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the pause
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== value.query) onChange({ query: text.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const period = periodProblem(value);
  // a phone shows the search and «Фильтры»; the rest opens under it
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [open, setOpen] = useState(false);
  const active = [
    !hideStatus && value.status,
    value.type_order,
    value.category_order,
    value.start_date,
    value.end_date,
    value.shopper,
    value.sort !== INITIAL_ORDER_FILTERS.sort,
  ].filter(Boolean).length;
  const search = (
    <TextField
      size="small"
      type="search"
      label={phone ? 'Поиск' : 'Поиск: номер, клиент, телефон, умерший'}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' }, flexGrow: 1 }}
    />
  );
  if (phone && !open) {
    return (
      <Box sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'flex-start' }}>
        {search}
        <Button
          variant="outlined"
          startIcon={<FilterList />}
          onClick={() => setOpen(true)}
          aria-expanded="false"
          sx={{ flexShrink: 0, height: 40 }}
        >
          {active ? `Фильтры (${active})` : 'Фильтры'}
        </Button>
      </Box>
    );
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr)',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {search}
      {phone && (
        <Button
          variant="outlined"
          startIcon={<FilterList />}
          onClick={() => setOpen(false)}
          aria-expanded="true"
          sx={{ gridColumn: '1 / -1', justifySelf: 'start' }}
        >
          Скрыть фильтры
        </Button>
      )}
      <ShopperPicker
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        size="small"
        label="Клиент"
        value={value.shopper}
        onChange={(shopper) => onChange({ shopper })}
      />
      <TextField
        select
        size="small"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        label="Сортировка"
        value={value.sort}
        onChange={(event) => onChange({ sort: event.target.value })}
      >
        {ORDER_SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {!hideStatus && (
        <TextField
          select
          size="small"
          label="Статус"
          slotProps={selectProps}
          value={value.status}
          onChange={(event) => onChange({ status: event.target.value as OrderFilterState['status'] })}
        >
          <MenuItem value="">Все</MenuItem>
          {ORDER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label="Тип"
        slotProps={selectProps}
        value={value.type_order}
        onChange={(event) => onChange({ type_order: event.target.value as OrderFilterState['type_order'] })}
      >
        <MenuItem value="">Все</MenuItem>
        {ORDER_TYPES.map((type) => (
          <MenuItem key={type} value={String(type)}>
            {ORDER_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Категория"
        slotProps={selectProps}
        value={value.category_order}
        onChange={(event) =>
          onChange({ category_order: event.target.value as OrderFilterState['category_order'] })
        }
      >
        <MenuItem value="">Все</MenuItem>
        {ORDER_CATEGORIES.map((category) => (
          <MenuItem key={category} value={String(category)}>
            {ORDER_CATEGORY_LABELS[category]}
          </MenuItem>
        ))}
      </TextField>
      <PeriodFields
        from={value.start_date}
        to={value.end_date}
        fromLabel="Создана с"
        toLabel="Создана по"
        problem={period}
        onChange={({ from, to }) =>
          onChange({
            ...(from !== undefined && { start_date: from }),
            ...(to !== undefined && { end_date: to }),
          })
        }
      />
    </Box>
  );
}
