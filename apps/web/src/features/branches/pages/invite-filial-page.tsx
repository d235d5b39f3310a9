import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invitation } from '@sp/shared/api/staff';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useReceivedFilialInvitations } from '../api/received-filial-invitations';
import { useRespondFilialInvitation } from '../api/respond-filial-invitation';

type Answer = { invitation: Invitation; accept: boolean };

/** /app/invite_filial: invitations this company received to become a branch; its owner answers. */
export function InviteFilialPage() {
  const { isOwner } = useModuleRights('companies');
  const received = useReceivedFilialInvitations(isOwner);
  const respond = useRespondFilialInvitation();
  const [asking, setAsking] = useState<Answer | null>(null);

  const handleAnswer = () => {
    if (!asking) return;
    const { invitation, accept } = asking;
    respond.mutate(
      { invitation_id: invitation.id, accept },
      {
        onSuccess: () =>
          snackbar.success(
            accept
              ? `Компания стала филиалом «${invitation.company.name}»`
              : `Приглашение «${invitation.company.name}» отклонено`,
          ),
        onError: (error) => snackbar.error(errorText(error)),
        onSettled: () => setAsking(null),
      },
    );
  };

  return (
    <Box>
      <PageHeader title="Приглашения в филиалы" />
      {!isOwner && <Alert severity="info">На приглашения стать филиалом отвечает владелец компании.</Alert>}
      {isOwner && received.isPending && <PageState kind="loading" />}
      {received.isError && (
        <PageState kind="error" error={received.error} onRetry={() => void received.refetch()} />
      )}
      {received.data?.results.length === 0 && (
        <PageState kind="empty" text="Приглашений стать филиалом нет" />
      )}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {received.data?.results.map((invitation) => (
          <Paper
            component="li"
            variant="outlined"
            key={invitation.id}
            sx={{
              p: 2,
              display: 'flex',
              gap: 2,
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'center' },
            }}
          >
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexGrow: 1 }}>
              <Avatar variant="rounded" src={mediaUrl(invitation.company.logo)} alt="">
                {invitation.company.name.slice(0, 1)}
              </Avatar>
              <Box>
                <Typography sx={{ fontWeight: 500 }}>
                  «{invitation.company.name}» приглашает вашу компанию стать её филиалом
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Действует до {formatDate(invitation.expires_at)}. Владелец головной компании получит доступ
                  к данным филиала.
                </Typography>
              </Box>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => setAsking({ invitation, accept: true })}>
                Принять
              </Button>
              <Button color="inherit" onClick={() => setAsking({ invitation, accept: false })}>
                Отклонить
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        text={
          asking
            ? asking.accept
              ? `Стать филиалом компании «${asking.invitation.company.name}»?`
              : `Отклонить приглашение компании «${asking.invitation.company.name}»?`
            : undefined
        }
        busy={respond.isPending}
        onConfirm={handleAnswer}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
