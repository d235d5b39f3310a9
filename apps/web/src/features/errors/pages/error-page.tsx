import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import { RouterLink as Link } from '../../../lib/router-link';

type ErrorPageProps = { status: number };

export function errorTitle(status: number): string {
  if (status === 404) return 'Страница не найдена';
  if (status === 403) return 'Доступ закрыт';
  return 'Произошла ошибка';
}

/** SPEC §2 Error page: the title by status, the apology and a link home. */
export function ErrorPage({ status }: ErrorPageProps) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ textAlign: 'center', maxWidth: 520 }}>
        <Typography variant="h1" color="primary" sx={{ fontSize: '4rem', mb: 1 }}>
          {status}
        </Typography>
        <Typography variant="h2" component="h1" gutterBottom>
          {errorTitle(status)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Упс, что-то пошло не так. Попробуйте повторить запрос позднее.
        </Typography>
        <Button component={Link} to={paths.home()} variant="contained">
          На главную
        </Button>
      </Box>
    </Box>
  );
}
