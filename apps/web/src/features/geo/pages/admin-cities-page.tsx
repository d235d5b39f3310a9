import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminCity } from '@sp/shared/api/geo';
import { timeZoneLabel } from '@sp/shared/format/time-zone';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { type CityFilter, useAdminCities } from '../api/admin-cities';
import { CityDialog } from '../components/city-dialog';

const COLUMNS: readonly Column<AdminCity>[] = [
  {
    key: 'name',
    label: 'Город',
    card: 'title',
    render: (city) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{city.name}</span>
        {city.is_regional_centre && <Chip size="small" variant="outlined" label="центр региона" />}
        {!city.is_active && <Chip size="small" color="warning" label="снят" />}
      </Stack>
    ),
  },
  { key: 'region', label: 'Регион', render: (city) => city.region },
  {
    key: 'timezone',
    label: 'Часовой пояс',
    render: (city) => <span title={city.timezone}>{timeZoneLabel(city.timezone)}</span>,
  },
  {
    key: 'population',
    label: 'Население',
    render: (city) => city.population.toLocaleString('ru-RU'),
  },
];

/**
 * /admin/cities: the project's own list of Russian cities that search and addresses use. Administrators
 * correct it here; the list shipped with the product is written only into an empty table.
 */
export function AdminCitiesPage() {
  const paging = usePaging();
  const [filter, setFilter] = useState<CityFilter>({ city: '', status: 'all' });
  const [editing, setEditing] = useState<AdminCity | null | undefined>(undefined);
  const cities = useAdminCities(filter, paging.offset, paging.limit);
  const change = (next: Partial<CityFilter>) => {
    setFilter({ ...filter, ...next });
    paging.setPage(1);
  };
  return (
    <>
      <PageHeader
        title="Города"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Добавить город
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Поиск по названию"
          value={filter.city}
          onChange={(event) => change({ city: event.target.value })}
          sx={{ minWidth: { sm: 320 } }}
        />
        <TextField
          select
          label="Показывать"
          value={filter.status}
          onChange={(event) => change({ status: event.target.value as CityFilter['status'] })}
          sx={{ minWidth: { sm: 200 } }}
        >
          <MenuItem value="all">Все</MenuItem>
          <MenuItem value="active">Действующие</MenuItem>
          <MenuItem value="withdrawn">Снятые</MenuItem>
        </TextField>
      </Stack>
      <DataTable
        label="Города"
        columns={COLUMNS}
        rows={cities.data?.results}
        count={cities.data?.count ?? 0}
        paging={paging}
        rowKey={(city) => city.id}
        loading={cities.isPending}
        error={cities.error}
        onRetry={() => void cities.refetch()}
        emptyText="Городов не найдено"
        onRowClick={(city) => setEditing(city)}
      />
      <CityDialog open={editing !== undefined} city={editing ?? null} onClose={() => setEditing(undefined)} />
    </>
  );
}
