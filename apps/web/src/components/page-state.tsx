import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { errorText } from '../lib/api-error';
import { PageLoading } from './page-loading';

// the Alert's code comes only with an error: the public pages load less
const PageError = lazy(() => import('./page-error').then((m) => ({ default: m.PageError })));

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
    <Suspense
      fallback={
        // the message at once, as plain text, until the Alert (which screen readers announce) arrives
        <Typography color="error" sx={{ my: 2, px: 2, py: 0.75 }}>
          {errorText(props.error)}
        </Typography>
      }
    >
      <PageError error={props.error} onRetry={props.onRetry} />
    </Suspense>
  );
}
