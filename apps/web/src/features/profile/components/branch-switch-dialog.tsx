import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { pluralRu } from '@sp/shared/format/plural';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { PageState } from '../../../components/page-state';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { reloadWithNotice } from '../../../lib/reload-notice';
import { sessionStore, useSession } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { changeCompany, useAvailableCompanies } from '../api/available-companies';

type BranchSwitchDialogProps = { open: boolean; onClose: () => void };

/**
 * The companies (main and branches) the owner may work in; choosing one switches and reloads. One an administrator
 * blocked is shown with its chip and cannot be chosen: nothing can be done in it but read its blocked screen.
 */
export function BranchSwitchDialog({ open, onClose }: BranchSwitchDialogProps) {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const companies = useAvailableCompanies(page);
  const { profile } = useSession();

  const handlePick = async (id: number) => {
    setBusy(true);
    try {
      sessionStore.signIn(await changeCompany(id));
      reloadWithNotice('Компания успешно переключена');
    } catch (error) {
      snackbar.error(errorText(error));
      setBusy(false);
    }
  };

  return (
    <GenericDialog open={open} title="Переключить компанию" readOnly onClose={onClose}>
      {companies.isPending && <PageState kind="loading" />}
      {companies.isError && (
        <PageState kind="error" error={companies.error} onRetry={() => void companies.refetch()} />
      )}
      {companies.data?.results.length === 0 && <PageState kind="empty" text="Нет доступных компаний" />}
      <List>
        {companies.data?.results.map((company) => (
          <ListItemButton
            key={company.id}
            disabled={busy || company.is_blocked}
            selected={company.id === profile?.company_id}
            onClick={() => void handlePick(company.id)}
          >
            <ListItemAvatar>
              <Avatar variant="rounded" src={mediaUrl(company.logo)} alt="">
                {company.name.slice(0, 1)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={company.name}
              secondary={`${company.number_connected_profiles} ${pluralRu(company.number_connected_profiles, ['сотрудник', 'сотрудника', 'сотрудников'])}`}
            />
            <Stack
              direction="row"
              spacing={0.5}
              useFlexGap
              sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
            >
              {company.is_blocked && (
                <Chip size="small" color="error" variant="outlined" label="Заблокирована" />
              )}
              <Chip size="small" label={company.is_root ? 'Основная' : 'Филиал'} />
            </Stack>
          </ListItemButton>
        ))}
      </List>
      {(companies.data?.count ?? 0) > 10 && (
        <Pagination
          count={Math.ceil((companies.data?.count ?? 0) / 10)}
          page={page}
          onChange={(_, value) => setPage(value)}
        />
      )}
    </GenericDialog>
  );
}
