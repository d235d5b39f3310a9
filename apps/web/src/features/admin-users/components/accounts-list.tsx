import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  type AccountStatus,
  type AdminProfile,
} from '@sp/shared/api/admin-profiles';
import { formatDate } from '@sp/shared/format/date';
import { COMPANY_TYPE_LABELS } from '@sp/shared/permissions/company-types';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { formatPhone } from '@sp/shared/validation/patterns';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { RouterLink } from '../../../lib/router-link';
import { useDebounced } from '../../../lib/use-debounced';
import { useAdminProfiles } from '../api/admin-profiles';
import { AccountStatusChip } from './account-status-chip';

type Kind = 1 | 2 | 3 | 4;
const KINDS: readonly Kind[] = [1, 2, 3, 4];

const nowrap = { whiteSpace: 'nowrap' } as const;
const word = { overflowWrap: 'anywhere' } as const;

const nameColumn: Column<AdminProfile> = {
  key: 'name',
  label: 'Имя',
  card: 'title',
  render: (account) => (
    <Link
      component={RouterLink}
      to={paths.adminUser(account.id)}
      onClick={(event) => event.stopPropagation()}
      sx={{ fontWeight: 500, ...word }}
    >
      {account.name}
    </Link>
  ),
};
const kindColumn: Column<AdminProfile> = {
  key: 'kind',
  label: 'Вид',
  render: (account) => ACCOUNT_KIND_LABELS[account.user_type],
};
const contactColumns: Column<AdminProfile>[] = [
  { key: 'email', label: 'E-mail', render: (account) => <Box sx={word}>{account.email ?? '—'}</Box> },
  {
    key: 'phone',
    label: 'Телефон',
    render: (account) => <Box sx={nowrap}>{account.phone ? formatPhone(account.phone) : '—'}</Box>,
  },
];
const statusColumn: Column<AdminProfile> = {
  key: 'status',
  label: 'Статус',
  width: 130,
  render: (account) => <AccountStatusChip active={account.is_active} />,
};

/** /admin/users: the accounts as people sign in with them. */
const USERS_COLUMNS: readonly Column<AdminProfile>[] = [
  nameColumn,
  kindColumn,
  ...contactColumns,
  {
    key: 'created',
    label: 'Регистрация',
    width: 120,
    render: (account) => <Box sx={nowrap}>{formatDate(account.created_at)}</Box>,
  },
  statusColumn,
];

/** /admin/profiles: the profiles with the company each works in now (SPEC §3 Profile). */
const PROFILES_COLUMNS: readonly Column<AdminProfile>[] = [
  nameColumn,
  kindColumn,
  {
    key: 'company',
    label: 'Компания',
    render: (account) =>
      account.company ? (
        <Box sx={word}>
          {account.company.name}
          <Typography variant="caption" color="text.secondary" component="div">
            {COMPANY_TYPE_LABELS[account.company.type]}
          </Typography>
        </Box>
      ) : (
        '—'
      ),
  },
  {
    key: 'contact',
    label: 'Контакты',
    render: (account) => (
      <Box sx={word}>
        {[account.email, account.phone ? formatPhone(account.phone) : null].filter(Boolean).join(', ') || '—'}
      </Box>
    ),
  },
  statusColumn,
];

type AccountsListProps = {
  label: string;
  variant: 'users' | 'profiles';
  /** the kind shown first (the profiles page starts at company owners) */
  initialKind?: Kind | '';
  emptyText: string;
};

/**
 * The accounts of the console: search by name, e-mail or phone, the kind and the status, paged; a table on a desk,
 * cards on a phone; a row opens the account.
 */
export function AccountsList({ label, variant, initialKind = '', emptyText }: AccountsListProps) {
  const navigate = useNavigate();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<Kind | ''>(initialKind);
  const [status, setStatus] = useState<AccountStatus | ''>('');
  const query = useDebounced(search);
  const accounts = useAdminProfiles({
    ...(query ? { query } : {}),
    ...(kind ? { user_type: kind } : {}),
    ...(status ? { status } : {}),
    offset: paging.offset,
    limit: paging.limit,
  });
  const filtered = Boolean(query || kind || status);
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr', md: 'minmax(0, 420px) 220px 200px' },
        }}
      >
        <TextField
          size="small"
          type="search"
          label="Имя, e-mail или телефон"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            paging.setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label="Вид аккаунта"
          value={kind}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            setKind(event.target.value === '' ? '' : (Number(event.target.value) as Kind));
            paging.setPage(1);
          }}
        >
          <MenuItem value="">Все</MenuItem>
          {KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {ACCOUNT_KIND_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Статус"
          value={status}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            setStatus(event.target.value as AccountStatus | '');
            paging.setPage(1);
          }}
        >
          <MenuItem value="">Все</MenuItem>
          {ACCOUNT_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {ACCOUNT_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        label={label}
        columns={variant === 'users' ? USERS_COLUMNS : PROFILES_COLUMNS}
        rows={accounts.data?.results}
        count={accounts.data?.count ?? 0}
        paging={paging}
        rowKey={(account) => account.id}
        loading={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        emptyText={filtered ? 'Никого не нашлось: измените поиск или фильтры' : emptyText}
        onRowClick={(account) => navigate(paths.adminUser(account.id))}
      />
    </>
  );
}
