import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Employee } from '@sp/shared/api/staff';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { formatPhone } from '@sp/shared/validation/patterns';
import { useEffect, useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { useEmployees } from '../../../components/employees/employees';
import { personName } from '../../../components/employees/people';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { RouterLink as Link } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useRemoveEmployee } from '../api/remove-employee';
import { EmployeeRolesDialog } from './employee-roles-dialog';

const SEARCH_DELAY_MS = 300;

function Contacts({ person }: { person: Employee }) {
  return (
    <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
      {person.phone && <span>{formatPhone(person.phone)}</span>}
      {person.email && <span>{person.email}</span>}
    </Stack>
  );
}

function Roles({ person }: { person: Employee }) {
  if (person.is_owner || person.roles.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {person.is_owner ? 'Все права' : 'Нет ролей'}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {person.roles.map((role) => (
        <Chip key={role.id} size="small" variant="outlined" label={role.name} />
      ))}
    </Box>
  );
}

/**
 * /app/employees: the people of the company, searched by name, phone or e-mail, with their roles.
 * Changing roles needs read-write on «Сотрудники и роли», removing needs full rights; the owner's row has
 * no actions; a read-only viewer only opens the roles read-only.
 */
export function EmployeesTable() {
  const rights = useModuleRights('manager');
  const compact = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const paging = usePaging();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const { setPage } = paging;
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, setPage]);

  const employees = useEmployees({ query, offset: paging.offset, limit: paging.limit });
  const remove = useRemoveEmployee();
  const [editing, setEditing] = useState<Employee | null>(null);
  const [removing, setRemoving] = useState<Employee | null>(null);

  const handleRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => snackbar.success(`${personName(removing)} больше не работает в компании`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const columns = useMemo<Column<Employee>[]>(() => {
    const list: Column<Employee>[] = [
      {
        key: 'name',
        label: 'Сотрудник',
        card: 'title',
        render: (person) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {personName(person)}
            </Typography>
            {person.is_owner && <Chip size="small" color="primary" label="Владелец" />}
            {compact && (
              <>
                <Contacts person={person} />
                <Roles person={person} />
              </>
            )}
          </Stack>
        ),
      },
      {
        key: 'contacts',
        label: 'Контакты',
        render: (person) => <Contacts person={person} />,
      },
      {
        key: 'roles',
        label: 'Роли',
        render: (person) => <Roles person={person} />,
      },
      { key: 'since', label: 'В компании с', render: (person) => formatDate(person.created_at), width: 120 },
      {
        key: 'actions',
        label: 'Действия',
        width: 110,
        render: (person) =>
          person.is_owner ? null : (
            <Stack direction="row" spacing={0.5}>
              {rights.canEdit ? (
                <Tooltip title="Изменить роли">
                  <IconButton
                    size="small"
                    aria-label={`Изменить роли: ${personName(person)}`}
                    onClick={() => setEditing(person)}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : (
                <Tooltip title="Просмотреть роли">
                  <IconButton
                    size="small"
                    aria-label={`Просмотреть роли: ${personName(person)}`}
                    onClick={() => setEditing(person)}
                  >
                    <VisibilityOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {rights.canDelete && (
                <Tooltip title="Удалить из компании">
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={`Удалить из компании: ${personName(person)}`}
                    onClick={() => setRemoving(person)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          ),
      },
    ];
    // on a phone the person's contacts and roles sit under the name, leaving room for the actions
    return compact ? list.filter((column) => column.key === 'name' || column.key === 'actions') : list;
  }, [rights.canEdit, rights.canDelete, compact]);

  return (
    <>
      <FormControl fullWidth variant="outlined" size="small" sx={{ mb: 2, maxWidth: { sm: 420 } }}>
        <InputLabel htmlFor={searchId}>Поиск по имени, телефону или e-mail</InputLabel>
        <OutlinedInput
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label="Поиск по имени, телефону или e-mail"
        />
      </FormControl>
      <DataTable
        label="Сотрудники"
        columns={columns}
        rows={employees.data?.results}
        count={employees.data?.count ?? 0}
        paging={paging}
        rowKey={(person) => person.id}
        loading={employees.isPending}
        error={employees.error}
        onRetry={() => void employees.refetch()}
        emptyText={
          query
            ? 'Никого не нашлось: проверьте имя, телефон или e-mail'
            : 'В компании пока нет сотрудников. Пригласите их по телефону или e-mail и дайте роли с нужными правами.'
        }
        emptyAction={
          !query && rights.canEdit ? (
            <Button component={Link} to={paths.employeeInvitations()} variant="outlined">
              Пригласить сотрудника
            </Button>
          ) : undefined
        }
      />
      {editing && (
        <EmployeeRolesDialog
          key={editing.id}
          employee={editing}
          readOnly={!rights.canEdit}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        text={
          removing ? `Удалить ${personName(removing)} из компании? Роли сотрудника будут сняты.` : undefined
        }
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
