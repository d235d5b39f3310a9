import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorText } from '../lib/api-error';
import { PageLoading } from './page-loading';

type PageStateProps =
  | { kind: 'loading' }
  | { kind: 'empty'; text?: string }
  | { kind: 'error'; error: unknown; onRetry?: () => void };

/** The loading, empty and error states every page shows. */
export function PageState(props: PageStateProps) {
  if (props.kind === 'loading') return <PageLoading />;
  if (props.kind === 'empty') {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {props.text ?? 'Нет данных'}
      </Typography>
    );
  }
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        props.onRetry ? (
          <Button color="inherit" size="small" onClick={props.onRetry}>
            Повторить
          </Button>
        ) : undefined
      }
    >
      {errorText(props.error)}
    </Alert>
  );
}
