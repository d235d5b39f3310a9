import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Branch } from '@sp/shared/api/staff';
import { formatPhone } from '@sp/shared/validation/patterns';
import { useId, useState } from 'react';
import { useEmployees } from '../../../components/employees/employees';
import { personName } from '../../../components/employees/people';
import { GenericDialog } from '../../../components/generic-dialog';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useAddBranchManager } from '../api/add-branch-manager';
import { useBranchManagers } from '../api/branch-managers';

type BranchManagersDialogProps = {
  branch: Branch;
  /** read-write on branches and read on employees: the main company's people can be listed and added */
  canAdd: boolean;
  onClose: () => void;
};

/**
 * «Сотрудники филиала»: who works in the branch, and adding an employee of the main company to it.
 * A branch has its own roles, which this company cannot list, so a person is added without roles; the
 * owner gives them roles after switching to the branch in the top bar.
 */
export function BranchManagersDialog({ branch, canAdd, onClose }: BranchManagersDialogProps) {
  const selectId = useId();
  const managers = useBranchManagers(branch.id);
  const candidates = useEmployees({ query: '', offset: 0, limit: 100 }, canAdd);
  const add = useAddBranchManager();
  const [accountId, setAccountId] = useState('');

  const inBranch = new Set(managers.data?.results.map((person) => person.account_id));
  const choices = (candidates.data?.results ?? []).filter(
    (person) => !person.is_owner && !inBranch.has(person.account_id),
  );

  const handleAdd = () => {
    if (!accountId) return;
    add.mutate(
      { branch_id: branch.id, account_id: Number(accountId), role_ids: [] },
      {
        onSuccess: (person) => {
          snackbar.success(`${personName(person)} теперь работает в филиале`);
          setAccountId('');
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );
  };

  return (
    <GenericDialog open title={`Сотрудники филиала «${branch.name}»`} readOnly onClose={onClose}>
      {managers.isPending && <PageState kind="loading" />}
      {managers.isError && (
        <PageState kind="error" error={managers.error} onRetry={() => void managers.refetch()} />
      )}
      {managers.data?.results.length === 0 && <PageState kind="empty" text="В филиале пока никого нет" />}
      <List aria-label="Сотрудники филиала" dense>
        {managers.data?.results.map((person) => (
          <ListItem key={person.id} divider disableGutters>
            <ListItemText
              primary={
                <>
                  {personName(person)}
                  {person.is_owner && <Chip size="small" color="primary" label="Владелец" sx={{ ml: 1 }} />}
                </>
              }
              secondary={
                <>
                  {[person.phone ? formatPhone(person.phone) : null, person.email]
                    .filter(Boolean)
                    .join(' · ')}
                  {person.roles.length > 0 && ` · ${person.roles.map((role) => role.name).join(', ')}`}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {canAdd && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h4" component="h3" sx={{ mb: 1, fontSize: 16, fontWeight: 500 }}>
            Добавить сотрудника компании
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <FormControl fullWidth size="small" disabled={candidates.isPending || choices.length === 0}>
              <InputLabel htmlFor={selectId} shrink>
                Сотрудник
              </InputLabel>
              <NativeSelect
                id={selectId}
                value={accountId}
                onChange={(event) => setAccountId(event.target.value)}
                input={<OutlinedInput label="Сотрудник" notched />}
              >
                <option value="">{choices.length === 0 ? 'Некого добавить' : 'Выберите сотрудника'}</option>
                {choices.map((person) => (
                  <option key={person.account_id} value={person.account_id}>
                    {personName(person)}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <Button variant="contained" onClick={handleAdd} disabled={!accountId || add.isPending}>
              Добавить
            </Button>
          </Stack>
          <Alert severity="info" sx={{ mt: 2 }}>
            Сотрудник добавляется в филиал без ролей: у филиала свои роли. Чтобы назначить их, переключитесь
            на филиал в верхней панели и откройте «Сотрудники».
          </Alert>
        </Box>
      )}
    </GenericDialog>
  );
}
