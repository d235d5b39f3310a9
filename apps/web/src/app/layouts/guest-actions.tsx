import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';

/** What an unauthenticated visitor sees in the top bar. */
export function GuestActions() {
  return (
    <Stack direction="row" spacing={1}>
      <Button component={Link} to="/auth?plan=login" color="inherit">
        Вход
      </Button>
      <Button component={Link} to="/auth?plan=register" variant="contained">
        Регистрация
      </Button>
    </Stack>
  );
}
