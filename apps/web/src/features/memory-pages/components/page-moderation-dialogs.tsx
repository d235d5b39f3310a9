import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEMORY_PAGE_MSG } from '@sp/shared/api/memory-pages';
import {
  type AdminMemoryPage,
  COMPLAINT_REASON_LABELS,
  HIDE_REASON_MAX,
} from '@sp/shared/api/page-complaints';
import { formatDate } from '@sp/shared/format/date';
import { isEmail, isPhone } from '@sp/shared/validation/patterns';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useModeratePage, usePageComplaints } from '../api/admin-memory-pages';

type DialogProps = { page: AdminMemoryPage; onClose: () => void };

/** «Скрыть»: the reason told to the owner; the dialog is the confirmation (it says what follows). */
export function HidePageDialog({ page, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const moderate = useModeratePage();
  const save = () =>
    moderate.mutate(
      { action: 'hide', id: page.id, reason: reason.trim() },
      {
        onSuccess: () => {
          snackbar.success(`Страница «${page.person.full_name}» скрыта`);
          onClose();
        },
        onError: (error) => {
          snackbar.error(errorText(error));
          onClose();
        },
      },
    );
  return (
    <GenericDialog
      open
      title="Скрыть страницу"
      saveText="Скрыть"
      busy={moderate.isPending}
      onClose={onClose}
      onSave={save}
    >
      <Stack spacing={2}>
        <Typography>
          Страница «{page.person.full_name}» пропадёт для всех, кроме её хранителя: по адресу будет «Страница
          не найдена», в поиске её не будет. Открытые жалобы закроются, хранителю придёт сообщение.
        </Typography>
        <TextField
          label="Причина для хранителя"
          multiline
          minRows={2}
          fullWidth
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={`Необязательно · ${reason.trim().length} / ${HIDE_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: HIDE_REASON_MAX } }}
        />
      </Stack>
    </GenericDialog>
  );
}

/** «Передать семье»: the account of the family that proved its kinship, by its phone or e-mail. */
export function HandOverPageDialog({ page, onClose }: DialogProps) {
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moderate = useModeratePage();
  const save = () => {
    const value = login.trim();
    if (!value) return setError('Поле обязательно для заполнения');
    if (!isPhone(value) && !isEmail(value)) return setError(MEMORY_PAGE_MSG.contactFormat);
    moderate.mutate(
      { action: 'hand-over', id: page.id, login: value },
      {
        onSuccess: () => {
          snackbar.success(`Страница «${page.person.full_name}» передана`);
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields.login) {
            setError(failure.fields.login.join(' '));
            return;
          }
          snackbar.error(errorText(failure));
          onClose();
        },
      },
    );
  };
  return (
    <GenericDialog
      open
      title="Передать страницу семье"
      saveText="Передать"
      busy={moderate.isPending}
      onClose={onClose}
      onSave={save}
    >
      <Stack spacing={2}>
        <Typography>
          Страница «{page.person.full_name}», человек и фотографии перейдут к аккаунту семьи, человек появится
          в её древе. Сейчас страницу хранит {page.owner.kind === 'company' ? 'компания' : ''} «
          {page.owner.name}». Передавайте, только когда семья подтвердила родство.
        </Typography>
        <TextField
          label="Телефон или почта аккаунта семьи"
          fullWidth
          autoFocus
          value={login}
          onChange={(event) => {
            setLogin(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Аккаунт должен быть зарегистрирован'}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Stack>
    </GenericDialog>
  );
}

/** Every complaint of a page, the newest first, with the contact its author left. */
export function PageComplaintsDialog({ page, onClose }: DialogProps) {
  const complaints = usePageComplaints(page.id);
  const rows = complaints.data?.results;
  return (
    <GenericDialog open title={`Жалобы: ${page.person.full_name}`} readOnly onClose={onClose}>
      {complaints.error ? (
        <PageState kind="error" error={complaints.error} onRetry={() => void complaints.refetch()} />
      ) : complaints.isPending ? (
        <PageState kind="loading" />
      ) : !rows?.length ? (
        <Alert severity="info">Жалоб на страницу нет</Alert>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Жалобы">
          {rows.map((complaint) => (
            <Box component="li" key={complaint.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography sx={{ fontWeight: 500 }}>{COMPLAINT_REASON_LABELS[complaint.reason]}</Typography>
                <Chip
                  size="small"
                  label={complaint.status === 'open' ? 'Открыта' : 'Закрыта'}
                  color={complaint.status === 'open' ? 'warning' : 'default'}
                />
                <Typography variant="caption" color="text.secondary">
                  {formatDate(complaint.created_at)}
                </Typography>
              </Stack>
              {complaint.text && (
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
                >
                  {complaint.text}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {[complaint.reporter?.name, complaint.contact].filter(Boolean).join(' · ') ||
                  'Гость без контакта'}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </GenericDialog>
  );
}
