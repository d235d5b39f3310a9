import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FoundBurial } from '@sp/shared/api/cemeteries';
import * as paths from '@sp/shared/routes/paths';
import { type Column, DataTable } from '../../../components/data-table';
import { burialDatesText } from '../../../components/grave/grave-format';
import { usePaging } from '../../../components/paging';
import { RouterLink } from '../../../lib/router-link';
import { type BurialsFilter, useFoundBurials } from '../api/found-burials';
import { useGraveCemeteries } from '../api/grave-cemeteries';
import { BurialsMap } from './burials-map';
import { resultsViewOf, ViewToggle } from './view-toggle';
import { YearField, yearParam } from './year-field';

type CemeteryFilterProps = { value: number | null; onChange: (id: number | null) => void };

/** «Кладбище»: the platform's cemeteries by name, or all of them. */
function CemeteryFilter({ value, onChange }: CemeteryFilterProps) {
  const cemeteries = useGraveCemeteries();
  const list = cemeteries.data?.results ?? [];
  return (
    <TextField
      select
      size="small"
      label="Кладбище"
      value={value !== null && list.some((cemetery) => cemetery.id === value) ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 300 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Все кладбища</MenuItem>
      {list.map((cemetery) => (
        <MenuItem key={cemetery.id} value={String(cemetery.id)}>
          {cemetery.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

type Row = FoundBurial & { key: number };

function columns(graveHref: (graveId: number) => string): Column<Row>[] {
  return [
    {
      key: 'name',
      label: 'ФИО',
      card: 'title',
      render: (row) => <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.full_name}</Box>,
    },
    {
      key: 'dates',
      label: 'Годы жизни',
      render: (row) => burialDatesText(row.date_birth, row.date_death) || '—',
    },
    { key: 'cemetery', label: 'Кладбище', render: (row) => row.cemetery.name },
    {
      key: 'grave',
      label: 'Могила',
      render: (row) => (row.number.trim() ? `№ ${row.number}` : 'без номера'),
    },
    {
      key: 'page',
      label: 'Страница памяти',
      render: (row) =>
        row.memory_page_id !== null ? (
          <Link
            component={RouterLink}
            to={paths.person(row.memory_page_id)}
            aria-label={`Открыть страницу памяти: ${row.full_name}`}
          >
            Открыть
          </Link>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            нет
          </Box>
        ),
    },
    {
      key: 'actions',
      label: '',
      render: (row) => (
        <Button
          component={RouterLink}
          to={graveHref(row.grave_id)}
          size="small"
          variant="outlined"
          aria-label={`Место и маршрут: ${row.full_name}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Место и маршрут
        </Button>
      ),
    },
  ];
}

type BurialsListProps = { filter: BurialsFilter; graveHref: (graveId: number) => string };

/** The found, a page at a time: a table, on a phone cards. */
function BurialsList({ filter, graveHref }: BurialsListProps) {
  const paging = usePaging();
  const found = useFoundBurials(filter, paging.offset, paging.limit);
  const rows = found.data?.results.map((row, index) => ({ ...row, key: paging.offset + index }));
  return (
    <DataTable
      label="Захоронения"
      columns={columns(graveHref)}
      rows={rows}
      count={found.data?.count ?? 0}
      paging={paging}
      rowKey={(row) => row.key}
      loading={found.isPending}
      error={found.isError ? found.error : undefined}
      onRetry={found.refetch}
      emptyText="Захоронения не найдены. Проверьте фамилию или уберите год и кладбище."
    />
  );
}

type BurialsSearchProps = {
  /** the search's words: the name */
  query: string;
  /** the page's address parameters: ?died=, ?view= */
  params: URLSearchParams;
  /** changes the address: the words and what `change` does to its parameters */
  go: (query: string, change: (next: URLSearchParams) => void) => void;
  /** ?cemetery= */
  cemeteryId: number | null;
  /** the address of a grave's card with the same search behind it */
  graveHref: (graveId: number) => string;
};

/**
 * The burial search: the name from the search's field, «Год смерти» and «Кладбище» from the address (?died=,
 * ?cemetery=); the found as a list or on the map (?view=map); each leads to its grave's card (?grave=).
 */
export function BurialsSearch({ query, params, go, cemeteryId, graveHref }: BurialsSearchProps) {
  const filter: BurialsFilter = { name: query, died: yearParam(params.get('died')), cemeteryId };
  const view = resultsViewOf(params.get('view'));
  const set = (key: string, value: string | null) =>
    go(query, (next) => {
      if (value === null) next.delete(key);
      else next.set(key, value);
    });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <YearField label="Год смерти" value={filter.died} onChange={(year) => set('died', year)} />
        <CemeteryFilter
          value={filter.cemeteryId}
          onChange={(id) => set('cemetery', id === null ? null : String(id))}
        />
        <ViewToggle value={view} onChange={(next) => set('view', next === 'map' ? 'map' : null)} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Захоронения на кладбищах, которые ведутся на платформе. Имена и даты — как их указали родные.
      </Typography>
      {view === 'map' ? (
        <BurialsMap filter={filter} graveHref={graveHref} />
      ) : (
        // another search starts from its first page
        <BurialsList
          key={`${filter.name.trim()}|${filter.died}|${filter.cemeteryId}`}
          filter={filter}
          graveHref={graveHref}
        />
      )}
    </Box>
  );
}
