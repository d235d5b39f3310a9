import { lazy, Suspense, useState } from 'react';
import { useSnack } from '../lib/snackbar-store';

const SnackbarView = lazy(() => import('./snackbar-view').then((m) => ({ default: m.SnackbarView })));

/** Shows the snackbar store's messages; the snackbar itself loads with the first message. */
export function SnackbarHost() {
  const snack = useSnack();
  const [needed, setNeeded] = useState(false);
  if (snack && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView />
    </Suspense>
  );
}
