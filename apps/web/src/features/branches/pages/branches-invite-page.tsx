import Close from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Invitation } from '@sp/shared/api/staff';
import { formatDate } from '@sp/shared/format/date';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCompaniesToInvite } from '../api/companies-to-invite';
import { useInviteFilial } from '../api/invite-filial';
import { useRevokeFilialInvitation } from '../api/revoke-filial-invitation';
import { useSentFilialInvitations } from '../api/sent-filial-invitations';

const SEARCH_DELAY_MS = 300;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function CompanySearch() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const companies = useCompaniesToInvite(query);
  const invite = useInviteFilial();

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Пригласить можно головную компанию без своих филиалов. Её владелец ответит в кабинете, в разделе
        «Приглашение в филиалы».
      </Typography>
      <FormControl fullWidth variant="outlined" size="small" sx={{ mb: 1 }}>
        <InputLabel htmlFor={searchId}>Название или ИНН компании</InputLabel>
        <OutlinedInput
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label="Название или ИНН компании"
        />
      </FormControl>
      {companies.isPending && <PageState kind="loading" />}
      {companies.isError && (
        <PageState kind="error" error={companies.error} onRetry={() => void companies.refetch()} />
      )}
      {companies.data?.length === 0 && <PageState kind="empty" text="Подходящих компаний не нашлось" />}
      <List aria-label="Компании для приглашения">
        {companies.data?.map((company) => (
          <ListItem
            key={company.id}
            divider
            disableGutters
            sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <ListItemAvatar>
              <Avatar variant="rounded" src={mediaUrl(company.logo)} alt="">
                {company.name.slice(0, 1)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={company.name}
              secondary={[company.inn && `ИНН ${company.inn}`, company.address].filter(Boolean).join(' · ')}
            />
            <Button
              variant="outlined"
              size="small"
              disabled={invite.isPending}
              aria-label={`Пригласить «${company.name}»`}
              onClick={() =>
                invite.mutate(company.id, {
                  onSuccess: () => snackbar.success(`Приглашение отправлено компании «${company.name}»`),
                  onError: (error) => snackbar.error(errorText(error)),
                })
              }
            >
              Пригласить
            </Button>
          </ListItem>
        ))}
      </List>
    </>
  );
}

function SentInvitations() {
  const sent = useSentFilialInvitations();
  const revoke = useRevokeFilialInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const nameOf = (invitation: Invitation) => invitation.target_company?.name ?? '';

  const handleRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => snackbar.success('Приглашение отозвано'),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRevoking(null),
    });
  };

  if (sent.isPending) return <PageState kind="loading" />;
  if (sent.isError) return <PageState kind="error" error={sent.error} onRetry={() => void sent.refetch()} />;
  if (sent.data.results.length === 0) return <PageState kind="empty" text="Отправленных приглашений нет" />;
  return (
    <>
      <List aria-label="Отправленные приглашения" disablePadding>
        {sent.data.results.map((invitation) => (
          <ListItem
            key={invitation.id}
            divider
            disableGutters
            secondaryAction={
              <Tooltip title="Отозвать приглашение">
                <IconButton
                  edge="end"
                  aria-label={`Отозвать приглашение «${nameOf(invitation)}»`}
                  onClick={() => setRevoking(invitation)}
                >
                  <Close />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText
              sx={{ pr: 4 }}
              primary={nameOf(invitation)}
              secondary={`Отправлено ${formatDate(invitation.created_at)}, действует до ${formatDate(invitation.expires_at)}`}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={revoking !== null}
        text={revoking ? `Отозвать приглашение компании «${nameOf(revoking)}»?` : undefined}
        busy={revoke.isPending}
        onConfirm={handleRevoke}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}

/** /app/branches/invite (owner only): invite an existing company to become a branch. */
export function BranchesInvitePage() {
  return (
    <Box>
      <PageHeader title="Пригласить филиал" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Найти компанию">
          <CompanySearch />
        </Section>
        <Section title="Отправленные приглашения">
          <SentInvitations />
        </Section>
      </Box>
    </Box>
  );
}
