import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { errorText } from '../lib/api-error';
import { PageLoading } from './page-loading';

// the Alert's code comes only with an error: the public pages load less
const PageError = lazy(() => import('./page-error').then((m) => ({ default: m.PageError })));

type PageStateProps =
  | { kind: 'loading' }
  | { kind: 'empty'; text?: string; title?: string; action?: ReactNode }
  | { kind: 'error'; error: unknown; onRetry?: () => void };

/** The loading, empty and error states every page shows. */
export function PageState(props: PageStateProps) {
  if (props.kind === 'loading') return <PageLoading />;
  if (props.kind === 'empty') {
    if (!props.title && !props.action) {
      return (
        <Typography color="text.secondary" sx={{ py: 4, px: 2, textAlign: 'center' }}>
          {props.text ?? 'Нет данных'}
        </Typography>
      );
    }
    // an empty page explains itself: what it is for, and the one action that fills it
    return (
      <Box sx={{ py: 4, px: 2, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
        {props.title && (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, mb: 0.5 }}>
            {props.title}
          </Typography>
        )}
        {props.text && <Typography color="text.secondary">{props.text}</Typography>}
        {props.action && <Box sx={{ mt: 2 }}>{props.action}</Box>}
      </Box>
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
