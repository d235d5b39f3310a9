import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useAffiliatePage, useSendHandoverCode } from '../api/affiliate';
import { lifeDates } from '../components/person-format';

const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/**
 * /app/affiliate-program/update-full-right/:id: the page's hand-over code goes to the family's phone or e-mail;
 * they accept the page by it in their cabinet. Nothing is handed over without them, and the answer is the same
 * whether or not someone has an account with that address.
 */
export function AffiliateDirectPage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const navigate = useNavigate();
  const rights = useModuleRights('memory_pages');
  const info = useAffiliatePage(Number(id), valid);
  const direct = useSendHandoverCode(Number(id));
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (!valid || (info.error instanceof ApiError && info.error.code === 404)) throw NOT_FOUND;
  if (info.isPending) return <PageState kind="loading" />;
  if (info.isError) return <PageState kind="error" error={info.error} onRetry={() => void info.refetch()} />;
  const page = info.data;

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Link component={RouterLink} to={paths.affiliatePage(page.id)} sx={{ display: 'inline-block', mb: 2 }}>
        ← К странице
      </Link>
      <PageHeader title="Отправить код семье" />
      <Typography sx={{ fontWeight: 500 }}>{page.person.full_name}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {lifeDates(page.person.date_birth, page.person.date_death)}
      </Typography>
      {page.handed_over_to ? (
        <Alert severity="success">
          Страница уже передана семье: {page.handed_over_to.name || 'пользователь'}.
        </Alert>
      ) : (
        <Paper
          component="form"
          variant="outlined"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (login.trim().length < 3) {
              setError('Укажите телефон или e-mail');
              return;
            }
            setError(null);
            setConfirming(true);
          }}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography sx={{ mb: 2 }}>
            Укажите телефон или e-mail семьи: мы отправим им код передачи страницы и подскажем, где его
            ввести. Страница, человек и фотографии перейдут к семье, когда они войдут (или зарегистрируются)
            на сайте и примут страницу по коду; до этого страница остаётся у компании.
          </Typography>
          <TextField
            label="Телефон или e-mail семьи"
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? undefined}
            disabled={!rights.canEdit}
            autoComplete="off"
            fullWidth
            sx={{ mb: 2 }}
          />
          <Button type="submit" variant="contained" disabled={!rights.canEdit || direct.isPending}>
            Отправить код
          </Button>
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        text={`Отправить код передачи страницы «${page.person.full_name}» на ${login.trim()}? Кто введёт этот код, тот и получит страницу.`}
        busy={direct.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          direct.mutate(login.trim(), {
            onSuccess: (sent) => {
              snackbar.success(sent.detail);
              navigate(paths.affiliatePage(page.id));
            },
            onError: (failure) => {
              setConfirming(false);
              setError(errorText(failure));
            },
          })
        }
      />
    </Box>
  );
}
