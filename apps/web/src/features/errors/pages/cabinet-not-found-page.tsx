import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import { useLocation } from 'react-router';
import { RouterLink as Link } from '../../../lib/router-link';
import { errorTitle } from './error-page';

/**
 * An address of the cabinet that has no page (/app/…, /admin/…): shown inside the cabinet's layout, with its
 * sidebar and top bar, saying the page does not exist (not «try again later»: nothing will change) and leading
 * to the cabinet's home page.
 */
export function CabinetNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}
      >
        <Typography variant="h1" component="p" color="primary" sx={{ fontSize: '3rem', mb: 1 }} aria-hidden>
          404
        </Typography>
        <Typography variant="h2" component="h1" gutterBottom>
          {errorTitle(404)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Такой страницы в кабинете нет: возможно, в адресе опечатка или ссылка устарела. Выберите раздел в
          меню или вернитесь на главную страницу кабинета.
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 3, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {pathname}
        </Typography>
        <Button component={Link} to={paths.dashboard()} variant="contained">
          На главную кабинета
        </Button>
      </Paper>
    </Box>
  );
}
