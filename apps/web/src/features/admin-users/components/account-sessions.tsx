import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type AdminSession, SESSION_STATE_LABELS } from '@sp/shared/api/admin-profiles';
import { formatDateTime } from '@sp/shared/format/date';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { useAdminSessions } from '../api/admin-sessions';

const nowrap = { whiteSpace: 'nowrap' } as const;

const COLUMNS: readonly Column<AdminSession>[] = [
  {
    key: 'started',
    label: 'Вход',
    card: 'title',
    render: (session) => <Box sx={nowrap}>{formatDateTime(session.started_at)}</Box>,
  },
  {
    key: 'seen',
    label: 'Последняя активность',
    render: (session) => <Box sx={nowrap}>{formatDateTime(session.last_seen_at)}</Box>,
  },
  {
    key: 'ends',
    label: 'Завершён',
    render: (session) => (
      <Box sx={nowrap}>
        {session.ended_at
          ? formatDateTime(session.ended_at)
          : session.state === 'expired'
            ? formatDateTime(session.expires_at)
            : `действует до ${formatDateTime(session.expires_at)}`}
      </Box>
    ),
  },
  {
    key: 'state',
    label: 'Состояние',
    width: 120,
    render: (session) => (
      <Chip
        size="small"
        variant="outlined"
        color={session.state === 'active' ? 'success' : 'default'}
        label={SESSION_STATE_LABELS[session.state]}
      />
    ),
  },
];

/** The account's sign-ins, the newest first. */
export function AccountSessions({ accountId }: { accountId: number }) {
  const paging = usePaging(5);
  const sessions = useAdminSessions(accountId, { offset: paging.offset, limit: paging.limit });
  return (
    <Box component="section" aria-labelledby="account-sessions-title">
      <Typography id="account-sessions-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Сеансы
      </Typography>
      <DataTable
        label="Сеансы"
        columns={COLUMNS}
        rows={sessions.data?.results}
        count={sessions.data?.count ?? 0}
        paging={paging}
        rowKey={(session) => `${session.started_at}|${session.expires_at}`}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        emptyText="Аккаунт ещё ни разу не входил"
      />
    </Box>
  );
}
