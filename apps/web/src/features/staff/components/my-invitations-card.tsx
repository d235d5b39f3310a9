import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invitation } from '@sp/shared/api/staff';
import { formatDate } from '@sp/shared/format/date';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { useMyInvitations } from '../api/my-invitations';
import { respondInvitation } from '../api/respond-invitation';
import { applySessionAndReload } from './apply-session';

/**
 * The dashboard's «Приглашения в компании»: those addressed to the person, plus the one the link
 * /app/dashboard?invite=TOKEN carries. Accepting answers a new session (now an employee with the
 * invited roles), applied like the branch switch; absent when there is nothing to answer.
 */
export function MyInvitationsCard() {
  const [params, setParams] = useSearchParams();
  const token = params.get('invite');
  const invitations = useMyInvitations(token);
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);

  const answer = async (invitation: Invitation, accept: boolean) => {
    setBusy(invitation.id);
    try {
      const session = await respondInvitation(invitation.id, accept, token);
      if (accept) {
        applySessionAndReload(session, `Вы приняли приглашение в компанию «${invitation.company.name}»`);
        return;
      }
      sessionStore.signIn(session);
      snackbar.success(`Приглашение компании «${invitation.company.name}» отклонено`);
      if (token) setParams({}, { replace: true });
      await client.invalidateQueries({ queryKey: ['staff', 'my-invitations'] });
    } catch (error) {
      snackbar.error(errorText(error));
    }
    setBusy(null);
  };

  if (invitations.isError && token) {
    return (
      <Box sx={{ mb: 3 }}>
        <PageState kind="error" error={invitations.error} onRetry={() => void invitations.refetch()} />
      </Box>
    );
  }
  const list = invitations.data?.results ?? [];
  if (list.length === 0) return null;

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      component="section"
      aria-labelledby="my-invitations"
    >
      <Typography id="my-invitations" variant="h3" component="h2" sx={{ mb: 2 }}>
        Приглашения в компании
      </Typography>
      <Stack spacing={2}>
        {list.map((invitation) => (
          <Box
            key={invitation.id}
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: { xs: 'flex-start', sm: 'center' },
              flexDirection: { xs: 'column', sm: 'row' },
            }}
          >
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
              <Avatar variant="rounded" src={mediaUrl(invitation.company.logo)} alt="">
                {invitation.company.name.slice(0, 1)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>
                  «{invitation.company.name}» приглашает вас стать сотрудником
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Действует до {formatDate(invitation.expires_at)}
                </Typography>
                {invitation.roles.length > 0 && (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {invitation.roles.map((role) => (
                      <Chip key={role.id} size="small" variant="outlined" label={role.name} />
                    ))}
                  </Box>
                )}
              </Box>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={busy !== null}
                onClick={() => void answer(invitation, true)}
                aria-label={`Принять приглашение компании «${invitation.company.name}»`}
              >
                Принять
              </Button>
              <Button
                color="inherit"
                disabled={busy !== null}
                onClick={() => void answer(invitation, false)}
                aria-label={`Отклонить приглашение компании «${invitation.company.name}»`}
              >
                Отклонить
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
