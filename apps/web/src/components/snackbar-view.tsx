import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { snackbar, useSnack } from '../lib/snackbar-store';

/** The latest message of the snackbar store; errors stay a little longer. */
export function SnackbarView() {
  const snack = useSnack();
  return (
    <Snackbar
      key={snack?.id}
      open={snack !== null}
      autoHideDuration={snack?.severity === 'error' ? 8000 : 5000}
      onClose={(_, reason) => reason !== 'clickaway' && snackbar.close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={snack?.severity ?? 'info'} variant="filled" onClose={() => snackbar.close()}>
        {snack?.message}
      </Alert>
    </Snackbar>
  );
}
