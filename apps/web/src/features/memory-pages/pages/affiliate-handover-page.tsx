import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useAffiliatePage, useHandoverCode } from '../api/affiliate';
import { lifeDates } from '../components/person-format';

const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/** /app/affiliate-program/update/:id: the code the family enters in their cabinet to take the page over. */
export function AffiliateHandoverPage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const rights = useModuleRights('memory_pages');
  const info = useAffiliatePage(Number(id), valid);
  const makeCode = useHandoverCode(Number(id));

  if (!valid || (info.error instanceof ApiError && info.error.code === 404)) throw NOT_FOUND;
  if (info.isPending) return <PageState kind="loading" />;
  if (info.isError) return <PageState kind="error" error={info.error} onRetry={() => void info.refetch()} />;
  const page = info.data;
  const code = makeCode.data?.code ?? page.code;

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Link component={RouterLink} to={paths.affiliatePage(page.id)} sx={{ display: 'inline-block', mb: 2 }}>
        ← К странице
      </Link>
      <PageHeader title="Передача страницы памяти" />
      <Typography sx={{ fontWeight: 500 }}>{page.person.full_name}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {lifeDates(page.person.date_birth, page.person.date_death)}
      </Typography>
      {page.handed_over_to ? (
        <Alert severity="success">
          Страница уже передана семье: {page.handed_over_to.name || 'пользователь'}.
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {code ? (
            <>
              <Typography color="text.secondary">Код передачи</Typography>
              <Typography
                data-testid="handover-code"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: { xs: '2rem', sm: '2.6rem' },
                  letterSpacing: 6,
                  my: 1,
                }}
              >
                {code}
              </Typography>
              <Typography sx={{ mb: 2 }}>
                Сообщите код семье. В личном кабинете на сайте — «Страницы памяти» → «Принять страницу по
                коду» — они введут его, и страница, человек и фотографии станут их; человек появится в их
                древе.
              </Typography>
            </>
          ) : (
            <Typography sx={{ mb: 2 }}>Создайте код, чтобы семья приняла страницу в свой аккаунт.</Typography>
          )}
          {rights.canEdit && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant={code ? 'outlined' : 'contained'}
                disabled={makeCode.isPending}
                onClick={() =>
                  makeCode.mutate(undefined, {
                    onSuccess: () => snackbar.success('Код передачи создан'),
                    onError: (error) => snackbar.error(errorText(error)),
                  })
                }
              >
                {code ? 'Создать новый код' : 'Создать код'}
              </Button>
              <Button component={RouterLink} to={paths.affiliateFullRights(page.id)}>
                Отправить код на телефон или почту
              </Button>
            </Box>
          )}
          {code && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Новый код отменяет прежний.
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
