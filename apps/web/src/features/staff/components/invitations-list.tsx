import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { Invitation } from '@sp/shared/api/staff';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useInvitations } from '../api/invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';

const addressOf = (invitation: Invitation) => invitation.email ?? invitation.phone ?? '';

/** The pending employee invitations; full rights revoke them. */
export function InvitationsList({ canRevoke }: { canRevoke: boolean }) {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const handleRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => snackbar.success('Приглашение отозвано'),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRevoking(null),
    });
  };

  if (invitations.isPending) return <PageState kind="loading" />;
  if (invitations.isError) {
    return <PageState kind="error" error={invitations.error} onRetry={() => void invitations.refetch()} />;
  }
  if (invitations.data.results.length === 0)
    return (
      <PageState
        kind="empty"
        text="Ожидающих приглашений нет. Приглашённый появится здесь и пропадёт из списка, когда примет приглашение."
      />
    );
  return (
    <>
      <List aria-label="Ожидающие приглашения" disablePadding>
        {invitations.data.results.map((invitation) => (
          <ListItem
            key={invitation.id}
            divider
            disableGutters
            secondaryAction={
              canRevoke && (
                <Tooltip title="Отозвать приглашение">
                  <IconButton
                    edge="end"
                    aria-label={`Отозвать приглашение: ${addressOf(invitation)}`}
                    onClick={() => setRevoking(invitation)}
                  >
                    <Close />
                  </IconButton>
                </Tooltip>
              )
            }
          >
            <ListItemText
              primary={addressOf(invitation)}
              slotProps={{
                primary: { sx: { wordBreak: 'break-all', pr: canRevoke ? 4 : 0 } },
                secondary: { component: 'div' },
              }}
              secondary={
                <>
                  Отправлено {formatDate(invitation.created_at)}, действует до{' '}
                  {formatDate(invitation.expires_at)}
                  {invitation.roles.length > 0 && (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {invitation.roles.map((role) => (
                        <Chip key={role.id} size="small" variant="outlined" label={role.name} />
                      ))}
                    </Box>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={revoking !== null}
        text={
          revoking
            ? `Отозвать приглашение для ${addressOf(revoking)}? Ссылка перестанет работать.`
            : undefined
        }
        busy={revoke.isPending}
        onConfirm={handleRevoke}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
