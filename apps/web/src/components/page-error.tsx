import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorText } from '../lib/api-error';

type PageErrorProps = { error: unknown; onRetry?: () => void };

/** PageState's error: an Alert with «Повторить», loaded only when a page has an error to show. */
export function PageError({ error, onRetry }: PageErrorProps) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Повторить
          </Button>
        ) : undefined
      }
    >
      {errorText(error)}
    </Alert>
  );
}
