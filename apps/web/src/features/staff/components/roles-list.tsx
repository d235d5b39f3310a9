import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CompanyRole } from '@sp/shared/api/staff';
import { COMPANY_MODULES } from '@sp/shared/api/staff';
import { pluralRu } from '@sp/shared/format/plural';
import { LEVEL_LABELS, type Level, MODULE_LABELS, type Module } from '@sp/shared/permissions/modules';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import type { ModuleRights } from '../../../lib/use-module-rights';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/roles';

/** A role granting one level on every module reads as one line, not twenty-four chips. */
export function sameLevelEverywhere(granted: [Module, Level][]): boolean {
  return granted.length === COMPANY_MODULES.length && granted.every(([, level]) => level === granted[0][1]);
}

export function membersText(count: number): string {
  return `${count} ${pluralRu(count, ['сотрудник', 'сотрудника', 'сотрудников'])}`;
}

/** The delete question names how many people lose the role's rights. */
export function deleteRoleText(role: CompanyRole): string {
  if (role.members_count === 0) return `Удалить роль «${role.name}»? Её пока никому не назначили.`;
  return `Удалить роль «${role.name}»? Её сейчас имеют ${membersText(role.members_count)}, они потеряют её права.`;
}

type RolesListProps = {
  rights: ModuleRights;
  onOpen: (role: CompanyRole) => void;
  /** the empty list's action: a new role */
  onAdd?: () => void;
};

/** The company's roles as cards: name, how many hold it, the modules it grants with their levels. */
export function RolesList({ rights, onOpen, onAdd }: RolesListProps) {
  const roles = useRoles();
  const remove = useDeleteRole();
  const [removing, setRemoving] = useState<CompanyRole | null>(null);

  const handleRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => snackbar.success(`Роль «${removing.name}» удалена`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  if (roles.isPending) return <PageState kind="loading" />;
  if (roles.isError)
    return <PageState kind="error" error={roles.error} onRetry={() => void roles.refetch()} />;
  if (roles.data.results.length === 0)
    return (
      <PageState
        kind="empty"
        title="Ролей пока нет"
        text="Роль — набор прав по разделам: сделки, клиенты, каталог, задачи. Дайте роль сотруднику, и он увидит и сможет менять только своё."
        action={
          rights.canEdit && onAdd ? (
            <Button variant="outlined" startIcon={<Add />} onClick={onAdd}>
              Создать роль
            </Button>
          ) : undefined
        }
      />
    );

  return (
    <>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Роли компании">
        {roles.data.results.map((role) => {
          const granted = Object.entries(role.modules) as [Module, Level][];
          return (
            <Paper component="li" variant="outlined" key={role.id} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="h3" component="h2">
                    {role.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {membersText(role.members_count)}
                  </Typography>
                </Box>
                <Tooltip title={rights.canEdit ? 'Изменить роль' : 'Просмотреть роль'}>
                  <IconButton
                    aria-label={`${rights.canEdit ? 'Изменить роль' : 'Просмотреть роль'} «${role.name}»`}
                    onClick={() => onOpen(role)}
                  >
                    {rights.canEdit ? <EditOutlined /> : <VisibilityOutlined />}
                  </IconButton>
                </Tooltip>
                {rights.canDelete && (
                  <Tooltip title="Удалить роль">
                    <IconButton
                      color="error"
                      aria-label={`Удалить роль «${role.name}»`}
                      onClick={() => setRemoving(role)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
              {granted.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Роль не даёт доступа ни к одному разделу
                </Typography>
              ) : sameLevelEverywhere(granted) ? (
                <Chip
                  size="small"
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  label={`Все разделы: ${LEVEL_LABELS[granted[0][1]].toLowerCase()}`}
                />
              ) : (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {granted.map(([module, level]) => (
                    <Chip
                      key={module}
                      size="small"
                      variant="outlined"
                      label={`${MODULE_LABELS[module]}: ${LEVEL_LABELS[level].toLowerCase()}`}
                    />
                  ))}
                </Box>
              )}
            </Paper>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        text={removing ? deleteRoleText(removing) : undefined}
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
