import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminCompany,
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  type CompanyStatus,
} from '@sp/shared/api/admin-companies';
import { formatDate } from '@sp/shared/format/date';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, type CompanyType } from '@sp/shared/permissions/company-types';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { SearchAndStatus } from '../../../components/search-and-status';
import { useDebounced } from '../../../lib/use-debounced';
import { useAdminCompanies } from '../api/admin-companies';
import { CompanyCardDialog } from '../components/company-card-dialog';

const ABOUT =
  'Здесь все компании платформы: ритуальные, муниципальные организации и дилеры, с филиалами. Найдите компанию ' +
  'по названию или ИНН, чтобы увидеть её сделки и выручку, изменить её тип или заблокировать её.';

const COLUMNS: readonly Column<AdminCompany>[] = [
  {
    key: 'name',
    label: 'Компания',
    card: 'title',
    render: (company) => (
      <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {company.name}
        </Typography>
        {company.parent && (
          <Typography variant="caption" color="text.secondary">
            филиал «{company.parent.name}»
          </Typography>
        )}
      </Stack>
    ),
  },
  { key: 'inn', label: 'ИНН', width: 140, render: (company) => company.inn || '—' },
  { key: 'type', label: 'Тип', width: 200, render: (company) => COMPANY_TYPE_LABELS[company.type] },
  {
    key: 'owner',
    label: 'Владелец',
    render: (company) => <Box sx={{ overflowWrap: 'anywhere' }}>{company.owner?.name ?? '—'}</Box>,
  },
  { key: 'employees', label: 'Сотрудники', width: 110, render: (company) => company.employees },
  {
    key: 'status',
    label: 'Статус',
    width: 140,
    render: (company) => (
      <Chip
        size="small"
        variant="outlined"
        color={company.blocked ? 'error' : 'success'}
        label={COMPANY_STATUS_LABELS[company.blocked ? 'blocked' : 'active']}
      />
    ),
  },
  {
    key: 'created',
    label: 'Зарегистрирована',
    width: 150,
    render: (company) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(company.created_at)}</Box>,
  },
];

/**
 * /admin/companies «Компании» (SPEC §2, issue 16 §1): every company by name or ИНН, type and status; a company
 * opens with its owner, its business (statistic-company), its type to change and its block. A table on a desk,
 * cards on a phone.
 */
export function AdminCompaniesPage() {
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<CompanyType | ''>('');
  const [status, setStatus] = useState<CompanyStatus | ''>('');
  const [opened, setOpened] = useState<AdminCompany | null>(null);
  const query = useDebounced(search.trim());
  const companies = useAdminCompanies({
    offset: paging.offset,
    limit: paging.limit,
    ...(query ? { query } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
  });
  const filtered = Boolean(query || type || status);

  return (
    <Box>
      <PageHeader title="Компании" />
      <SearchAndStatus
        searchLabel="Название или ИНН"
        search={search}
        onSearch={(text) => {
          setSearch(text);
          paging.setPage(1);
        }}
        statusLabel="Тип"
        status={type}
        statuses={COMPANY_TYPES}
        statusLabels={COMPANY_TYPE_LABELS}
        onStatus={(next) => {
          setType(next);
          paging.setPage(1);
        }}
        extra={
          <TextField
            select
            size="small"
            label="Статус"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CompanyStatus | '');
              paging.setPage(1);
            }}
          >
            <MenuItem value="">Все</MenuItem>
            {COMPANY_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {COMPANY_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <DataTable
        label="Компании"
        columns={COLUMNS}
        rows={companies.data?.results}
        count={companies.data?.count ?? 0}
        paging={paging}
        rowKey={(company) => company.id}
        loading={companies.isPending}
        error={companies.error}
        onRetry={() => void companies.refetch()}
        emptyTitle={filtered ? 'Ничего не нашлось' : 'Компаний пока нет'}
        emptyText={filtered ? 'Проверьте название или ИНН, или выберите другой тип или статус.' : ABOUT}
        onRowClick={setOpened}
      />
      {opened && <CompanyCardDialog key={opened.id} company={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
