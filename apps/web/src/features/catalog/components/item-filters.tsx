import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { CatalogKind } from '@sp/shared/api/catalog';
import { useCategoryOptions } from '../api/categories';
import type { ItemsFilter } from '../api/items';
import { optionalPrice, parsePrice } from './price';
import { PriceInput } from './price-field';
import { SearchField } from './search-field';

export type ItemFilterState = {
  name: string;
  categoryId: string;
  priceFrom: string;
  priceTo: string;
  sort: string;
  archive: boolean;
};

export const INITIAL_FILTERS: ItemFilterState = {
  name: '',
  categoryId: '',
  priceFrom: '',
  priceTo: '',
  sort: 'name',
  archive: false,
};

export const SORT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'name', label: 'По названию, А–Я' },
  { value: '-name', label: 'По названию, Я–А' },
  { value: 'price', label: 'Сначала дешёвые' },
  { value: '-price', label: 'Сначала дорогие' },
  { value: '-created_at', label: 'Сначала новые' },
  { value: 'created_at', label: 'Сначала старые' },
];

/** The list request's query: only the filters that are set; unreadable prices are left out. */
export function itemsFilterOf(state: ItemFilterState, offset: number, limit: number): ItemsFilter {
  const filter: ItemsFilter = { sort: state.sort, offset, limit };
  if (state.name) filter.name = state.name;
  if (state.categoryId) filter.cat_id = Number(state.categoryId);
  const from = optionalPrice(state.priceFrom);
  const to = optionalPrice(state.priceTo);
  if (from !== undefined) filter.price_gte = from;
  if (to !== undefined) filter.price_lte = to;
  if (state.archive) filter.is_archive = 'true';
  return filter;
}

const priceError = (text: string) => {
  if (text.trim() === '') return undefined;
  const parsed = parsePrice(text);
  return parsed.ok ? undefined : parsed.error;
};

type ItemFiltersProps = {
  kind: CatalogKind;
  value: ItemFilterState;
  onChange: (next: Partial<ItemFilterState>) => void;
};

/** Search by name, category, price from and to, sort, and the archive switch. */
export function ItemFilters({ kind, value, onChange }: ItemFiltersProps) {
  const categories = useCategoryOptions(kind);
  return (
    <Box
      role="search"
      aria-label="Фильтры"
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1.5fr 1fr 1fr 1.5fr auto' },
        '& > .wide': { gridColumn: { xs: 'span 2', md: 'auto' } },
      }}
    >
      <Box className="wide">
        <SearchField label="Поиск по названию" onSearch={(name) => onChange({ name })} />
      </Box>
      <TextField
        className="wide"
        select
        size="small"
        label="Категория"
        value={value.categoryId}
        onChange={(event) => onChange({ categoryId: event.target.value })}
      >
        <MenuItem value="">Все категории</MenuItem>
        {categories.data?.results.map((category) => (
          <MenuItem key={category.id} value={String(category.id)}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <PriceInput
        size="small"
        label="Цена от"
        value={value.priceFrom}
        error={priceError(value.priceFrom)}
        onChange={(priceFrom) => onChange({ priceFrom })}
      />
      <PriceInput
        size="small"
        label="Цена до"
        value={value.priceTo}
        error={priceError(value.priceTo)}
        onChange={(priceTo) => onChange({ priceTo })}
      />
      <TextField
        className="wide"
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
      <FormControlLabel
        className="wide"
        sx={{ m: 0, height: 40 }}
        control={
          <Switch checked={value.archive} onChange={(event) => onChange({ archive: event.target.checked })} />
        }
        label="Архив"
      />
    </Box>
  );
}
