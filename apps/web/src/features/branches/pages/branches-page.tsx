import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Branch } from '@sp/shared/api/staff';
import { formatDate } from '@sp/shared/format/date';
import { GUEST, hasModuleLevel } from '@sp/shared/permissions/check';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { actorOf } from '../../../lib/actor';
import { RouterLink as Link } from '../../../lib/router-link';
import { useSession } from '../../../lib/session-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useBranches } from '../api/branches';
import { BranchDialog } from '../components/branch-dialog';
import { BranchManagersDialog } from '../components/branch-managers-dialog';

type Editing = { branch: Branch | null } | null;

/** /app/branches: the main company's branches; the owner creates them, read-write edits them. */
export function BranchesPage() {
  const session = useSession();
  const rights = useModuleRights('companies');
  const canListEmployees = hasModuleLevel(actorOf(session) ?? GUEST, 'manager', 3);
  const isBranch = session.company !== null && !session.company.is_root;
  const branches = useBranches();
  const paging = usePaging();
  const compact = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [editing, setEditing] = useState<Editing>(null);
  const [staffOf, setStaffOf] = useState<Branch | null>(null);

  const rows = branches.data?.results.slice(paging.offset, paging.offset + paging.limit);
  const columns: Column<Branch>[] = [
    {
      key: 'name',
      label: 'Название',
      card: 'title',
      render: (branch) =>
        compact ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {branch.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[branch.address, branch.phone, `сотрудников: ${branch.employees_count}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </>
        ) : (
          branch.name
        ),
    },
    { key: 'address', label: 'Адрес', render: (branch) => branch.address || '—' },
    { key: 'phone', label: 'Телефон', render: (branch) => branch.phone || '—' },
    { key: 'employees', label: 'Сотрудников', render: (branch) => branch.employees_count, width: 110 },
    { key: 'created', label: 'Создан', render: (branch) => formatDate(branch.created_at), width: 110 },
    {
      key: 'actions',
      label: 'Действия',
      width: 110,
      render: (branch) => (
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={rights.canEdit ? 'Изменить филиал' : 'Просмотреть филиал'}>
            <IconButton
              size="small"
              aria-label={`${rights.canEdit ? 'Изменить филиал' : 'Просмотреть филиал'} «${branch.name}»`}
              onClick={() => setEditing({ branch })}
            >
              {rights.canEdit ? <EditOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Сотрудники филиала">
            <IconButton
              size="small"
              aria-label={`Сотрудники филиала «${branch.name}»`}
              onClick={() => setStaffOf(branch)}
            >
              <GroupOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  // on a phone the address, phone and staff count sit under the name, leaving room for the actions
  const shown = compact
    ? columns.filter((column) => column.key === 'name' || column.key === 'actions')
    : columns;

  return (
    <Box>
      <PageHeader
        title="Филиалы"
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={Link} to={paths.filialInvitations()} color="inherit">
              Приглашения стать филиалом
            </Button>
            {rights.isOwner && !isBranch && (
              <>
                <Button component={Link} to={paths.branchInvite()} variant="outlined">
                  Пригласить компанию
                </Button>
                <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ branch: null })}>
                  Новый филиал
                </Button>
              </>
            )}
          </Stack>
        }
      />
      {isBranch && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Вы работаете в филиале. Филиалы есть только у головной компании: переключитесь на неё в верхней
          панели.
        </Alert>
      )}
      <DataTable
        label="Филиалы"
        columns={shown}
        rows={rows}
        count={branches.data?.count ?? 0}
        paging={paging}
        rowKey={(branch) => branch.id}
        loading={branches.isPending}
        error={branches.error}
        onRetry={() => void branches.refetch()}
        emptyTitle="Филиалов пока нет"
        emptyText="Филиал — отделение компании со своим адресом, сотрудниками и сделками; между компанией и филиалами переключаются в верхней панели. Создайте филиал или пригласите уже зарегистрированную компанию стать им."
        emptyAction={
          rights.isOwner && !isBranch ? (
            <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing({ branch: null })}>
              Создать филиал
            </Button>
          ) : undefined
        }
      />
      {editing && (
        <BranchDialog
          key={editing.branch?.id ?? 'new'}
          branch={editing.branch}
          readOnly={!rights.canEdit}
          onClose={() => setEditing(null)}
        />
      )}
      {staffOf && (
        <BranchManagersDialog
          key={staffOf.id}
          branch={staffOf}
          canAdd={rights.canEdit && canListEmployees}
          onClose={() => setStaffOf(null)}
        />
      )}
    </Box>
  );
}
