import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import { useLinkComponent } from '../../lib/link-component';

/** SPEC §2: a copyright line with the current year. */
export function AppFooter() {
  const PageLink = useLinkComponent();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2, px: 2, mt: 'auto' }}>
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} Светлая память. Все права защищены.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Link component={PageLink} to={paths.agreement()} variant="body2" color="text.secondary">
            Пользовательское соглашение
          </Link>
          <Link component={PageLink} to={paths.siteMap()} variant="body2" color="text.secondary">
            Карта сайта
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
