import ArrowBack from '@mui/icons-material/ArrowBack';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BurialPassport } from '@sp/shared/api/passports';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { isMissingAnswer, NOT_FOUND, routeId } from '../../../lib/route-id';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useBurialPassport } from '../api/burial-passport';
import { useRequestPassportUpdate } from '../api/request-passport-update';
import { graveText } from '../components/passport-format';
import {
  type HolderValues,
  holderResolver,
  PassportHolderFields,
  showFieldErrors,
} from '../components/passport-holder-fields';

function UpdateForm({ passport }: { passport: BurialPassport }) {
  const navigate = useNavigate();
  const form = useForm<HolderValues>({
    resolver: holderResolver,
    defaultValues: { holder_name: passport.holder_name, holder_phone: passport.holder_phone, note: '' },
  });
  useTimedErrors(form);
  const send = useRequestPassportUpdate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    send.mutate(
      { passport_id: passport.id, ...values },
      {
        onSuccess: (request) => {
          snackbar.success(`Заявка № ${request.id} на изменение паспорта отправлена на рассмотрение`);
          navigate(paths.passportRequests(request.id));
        },
        onError: (error) => {
          if (!showFieldErrors(form, error)) setFailure(errorText(error));
        },
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {graveText(passport.grave)}. Укажите, на кого теперь оформить паспорт, и объясните причину в
        комментарии: изменение вступит в силу, когда его одобрит{' '}
        {passport.municipal_company.name || 'муниципальная организация'}.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Изменение паспорта"
        onSubmit={(event) => void submit(event)}
      >
        <PassportHolderFields control={form.control} disabled={send.isPending} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button type="submit" variant="contained" startIcon={<SendOutlined />} disabled={send.isPending}>
            Отправить на рассмотрение
          </Button>
          <Button component={RouterLink} to={paths.passportsList(passport.id)} color="inherit">
            Отмена
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/**
 * /app/serial-number/passports-list/update/:id «Изменение паспорта»: the holder asks to change a passport it holds
 * (the holder's name and phone, with a note); the organisation moderates it as a request «Изменение». Without an id,
 * the list of passports to choose from.
 */
export function PassportUpdatePage() {
  const { id } = useParams();
  const passportId = id === undefined ? null : routeId(id);
  const passport = useBurialPassport('applicant', passportId ?? 0, passportId !== null);
  const rights = useModuleRights('passport_requests');
  if (id === undefined) return <Navigate to={paths.passportsList()} replace />;
  if (passportId === null || (passport.isError && isMissingAnswer(passport.error))) throw NOT_FOUND;

  return (
    <Box>
      <Button
        component={RouterLink}
        to={paths.passportsList(passportId)}
        startIcon={<ArrowBack />}
        sx={{ mb: 1 }}
      >
        К паспорту
      </Button>
      <PageHeader
        title={passport.data ? `Изменение паспорта № ${passport.data.number}` : 'Изменение паспорта'}
      />
      {passport.isPending && <PageState kind="loading" />}
      {passport.isError && (
        <PageState kind="error" error={passport.error} onRetry={() => void passport.refetch()} />
      )}
      {passport.data &&
        (rights.canEdit ? (
          <UpdateForm passport={passport.data} />
        ) : (
          <Alert severity="info">
            Запросить изменение паспорта может сотрудник с правом на заявки на паспорта.
          </Alert>
        ))}
    </Box>
  );
}
