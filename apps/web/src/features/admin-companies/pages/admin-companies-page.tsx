import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminCompany } from '@sp/shared/api/admin-companies';
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
  'по названию или ИНН, чтобы увидеть её сделки и выручку или изменить её тип.';

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
    key: 'created',
    label: 'Зарегистрирована',
    width: 150,
    render: (company) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(company.created_at)}</Box>,
  },
];

/**
 * /admin/companies «Компании» (SPEC §2, issue 16 §1): every company by name or ИНН and type; a company opens with
 * its owner, its business (statistic-company) and its type to change. A table on a desk, cards on a phone.
 */
export function AdminCompaniesPage() {
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<CompanyType | ''>('');
  const [opened, setOpened] = useState<AdminCompany | null>(null);
  const query = useDebounced(search.trim());
  const companies = useAdminCompanies({
    offset: paging.offset,
    limit: paging.limit,
    ...(query ? { query } : {}),
    ...(type ? { type } : {}),
  });
  const filtered = Boolean(query || type);

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
        emptyText={filtered ? 'Проверьте название или ИНН, или выберите другой тип.' : ABOUT}
        onRowClick={setOpened}
      />
      {opened && <CompanyCardDialog key={opened.id} company={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
