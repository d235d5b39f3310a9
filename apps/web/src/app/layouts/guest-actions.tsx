import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as paths from '@sp/shared/routes/paths';
import { useLinkComponent } from '../../lib/link-component';

/**
 * What an unauthenticated visitor sees in the top bar. Narrower on a phone: beside the logo and the help, cart
 * and bug buttons of a company page they made the page scroll sideways at 390 px.
 */
export function GuestActions() {
  const Link = useLinkComponent();
  return (
    <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }}>
      <Button component={Link} to={paths.auth('login')} color="inherit" sx={{ minWidth: { xs: 0, sm: 64 } }}>
        Вход
      </Button>
      <Button
        component={Link}
        to={paths.auth('register')}
        variant="contained"
        sx={{ px: { xs: 1.25, sm: 2 } }}
      >
        Регистрация
      </Button>
    </Stack>
  );
}
