import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ORDER_MSG, type Responsible } from '@sp/shared/api/orders';
import { isoDayOf } from '@sp/shared/format/date-text';
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

/** «Все, кроме отменённых»: the statuses a deal still counts in (the home page's month figures). */
export const ACTIVE_STATUSES = ORDER_STATUSES.filter((status) => status !== 'cancelled');

export type OrderFilterState = {
  status: '' | OrderStatus | 'active';
  /** '' all, 'none' nobody, or an account id */
  responsible: string;
  /** only the deals the client still owes for */
  debt: boolean;
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
  responsible: '',
  debt: false,
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
  const [start, end] = [isoDayOf(state.start_date), isoDayOf(state.end_date)];
  if (start && end && end < start) return ORDER_MSG.periodOrder;
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
    ...(state.status === 'active'
      ? { status: ACTIVE_STATUSES.join(',') }
      : state.status
        ? { status: state.status }
        : {}),
    ...(state.responsible ? { responsible: state.responsible } : {}),
    ...(state.debt ? { debt: 'true' } : {}),
    ...(state.query ? { query: state.query } : {}),
    ...(isoDayOf(state.start_date) && period ? { start_date: state.start_date } : {}),
    ...(isoDayOf(state.end_date) && period ? { end_date: state.end_date } : {}),
    ...(state.type_order ? { type_order: state.type_order } : {}),
    ...(state.category_order ? { category_order: state.category_order } : {}),
    ...(state.shopper ? { shopper: state.shopper.id } : {}),
  };
}

export function hasFilters(state: OrderFilterState): boolean {
  return (
    state.status !== '' ||
    state.responsible !== '' ||
    state.debt ||
    state.query !== '' ||
    state.start_date !== '' ||
    state.end_date !== '' ||
    state.type_order !== '' ||
    state.category_order !== '' ||
    state.shopper !== null
  );
}

const URL_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters a link may set (the home page's figures: /app/orders?status=active&start_date=…&debt=true): status
 * (a status or «active»), responsible, the creation period, type, category, debt. Anything else is ignored.
 */
export function filtersFromParams(params: URLSearchParams): OrderFilterState {
  const state = { ...INITIAL_ORDER_FILTERS };
  const status = params.get('status') ?? '';
  if (status === 'active' || (ORDER_STATUSES as readonly string[]).includes(status)) {
    state.status = status as OrderFilterState['status'];
  }
  const responsible = params.get('responsible') ?? '';
  if (responsible === 'none' || /^\d+$/.test(responsible)) state.responsible = responsible;
  for (const key of ['start_date', 'end_date'] as const) {
    const day = params.get(key) ?? '';
    if (URL_DAY.test(day)) state[key] = day;
  }
  const type = params.get('type_order') ?? '';
  if (type === '1' || type === '2') state.type_order = type;
  const category = params.get('category_order') ?? '';
  if (['1', '2', '3', '4'].includes(category))
    state.category_order = category as OrderFilterState['category_order'];
  state.debt = params.get('debt') === 'true';
  return state;
}

type OrderFiltersProps = {
  value: OrderFilterState;
  onChange: (next: Partial<OrderFilterState>) => void;
  /** the board shows every status in its own column */
  hideStatus?: boolean;
  /** who may answer for a deal, for «Ответственный» */
  responsibles?: readonly Responsible[];
};

const selectProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/**
 * SPEC §7 filters of the deals: search (number, client, phone, deceased; sent after a pause in typing), status,
 * the responsible manager, the creation period, type, category, the client, what is still owed, and sort.
 */
export function OrderFilters({ value, onChange, hideStatus = false, responsibles }: OrderFiltersProps) {
  const [text, setText] = useState(value.query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the pause
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== value.query) onChange({ query: text.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const period = periodProblem(value);
  // the search (and on a wider screen the status and the responsible) with «Фильтры»; the rest opens under it
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  // a link that set the filters of the second row (the home page's) opens them, so they are seen
  const [open, setOpen] = useState(
    () =>
      !phone &&
      Boolean(
        value.shopper ||
          value.debt ||
          value.type_order ||
          value.category_order ||
          value.start_date ||
          value.end_date,
      ),
  );
  const active = [
    !hideStatus && value.status,
    value.responsible,
    value.debt,
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
      sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' }, flex: '1 1 260px', minWidth: 0 }}
    />
  );
  const statusField = (
    <TextField
      select
      size="small"
      label="Статус"
      slotProps={selectProps}
      value={value.status}
      onChange={(event) => onChange({ status: event.target.value as OrderFilterState['status'] })}
      sx={{ flex: '0 1 220px' }}
    >
      <MenuItem value="">Все</MenuItem>
      <MenuItem value="active">Все, кроме отменённых</MenuItem>
      {ORDER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {ORDER_STATUS_LABELS[status]}
        </MenuItem>
      ))}
    </TextField>
  );
  const responsibleField = (
    <TextField
      select
      size="small"
      label="Ответственный"
      slotProps={selectProps}
      value={value.responsible}
      onChange={(event) => onChange({ responsible: event.target.value })}
      sx={{ flex: '0 1 240px' }}
    >
      <MenuItem value="">Все</MenuItem>
      <MenuItem value="none">Не назначен</MenuItem>
      {responsibles?.map((person) => (
        <MenuItem key={person.id} value={String(person.id)}>
          {person.name}
        </MenuItem>
      ))}
      {/* a chosen person stays shown while the list loads */}
      {!responsibles && value.responsible && value.responsible !== 'none' && (
        <MenuItem value={value.responsible}>Сотрудник</MenuItem>
      )}
    </TextField>
  );
  const toggle = (
    <Button
      variant="outlined"
      startIcon={<FilterList />}
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      sx={open ? { gridColumn: '1 / -1', justifySelf: 'start' } : { flexShrink: 0, height: 40 }}
    >
      {open ? 'Скрыть фильтры' : active ? `Фильтры (${active})` : 'Фильтры'}
    </Button>
  );
  // one row: the search, on a wider screen the status and the responsible too, and «Фильтры» for the rest
  if (!open) {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, alignItems: 'flex-start' }}>
        {search}
        {!phone && !hideStatus && statusField}
        {!phone && responsibleField}
        {toggle}
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
      {!hideStatus && statusField}
      {responsibleField}
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
        label="Оплата"
        value={value.debt ? 'debt' : ''}
        slotProps={selectProps}
        onChange={(event) => onChange({ debt: event.target.value === 'debt' })}
      >
        <MenuItem value="">Все сделки</MenuItem>
        <MenuItem value="debt">Есть сумма к оплате</MenuItem>
      </TextField>
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
      {toggle}
    </Box>
  );
}
