import Chip from '@mui/material/Chip';
import type { Bug } from '@sp/shared/api/misc';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { useAdminBugs } from '../api/admin-bugs';

const COLUMNS: readonly Column<Bug>[] = [
  { key: 'id', label: '№', render: (bug) => bug.id, width: 60 },
  { key: 'date', label: 'Дата', render: (bug) => formatDate(bug.created_at), width: 110 },
  { key: 'author', label: 'Автор', render: (bug) => bug.author?.name ?? 'Гость' },
  {
    key: 'message',
    label: 'Сообщение',
    card: 'title',
    render: (bug) => (bug.message.length > 120 ? `${bug.message.slice(0, 120)}…` : bug.message),
  },
  {
    key: 'status',
    label: 'Статус',
    render: (bug) => (
      <Chip
        size="small"
        color={bug.is_resolved ? 'success' : 'warning'}
        label={bug.is_resolved ? 'Решено' : 'Новое'}
      />
    ),
  },
];

/** /admin/bugs: bug reports, newest first. */
export function BugsPage() {
  const paging = usePaging();
  const navigate = useNavigate();
  const bugs = useAdminBugs(paging.offset, paging.limit);
  return (
    <>
      <PageHeader title="Сообщения об ошибках" />
      <DataTable
        label="Сообщения об ошибках"
        columns={COLUMNS}
        rows={bugs.data?.results}
        count={bugs.data?.count ?? 0}
        paging={paging}
        rowKey={(bug) => bug.id}
        loading={bugs.isPending}
        error={bugs.error}
        onRetry={() => void bugs.refetch()}
        emptyText="Сообщений об ошибках нет. Их присылают пользователи кнопкой «Сообщить об ошибке» в верхней панели."
        onRowClick={(bug) => void navigate(paths.adminBug(bug.id))}
      />
    </>
  );
}
