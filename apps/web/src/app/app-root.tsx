import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { FullPageLoader } from '../components/full-page-loader';
import { useSession } from '../lib/session-store';
import { createAppRouter } from './router';

/** Waits for the session to be restored before any page renders: no flash of the login page. */
export function AppRoot() {
  const { status } = useSession();
  const router = useMemo(createAppRouter, []);
  if (status === 'booting') return <FullPageLoader />;
  return <RouterProvider router={router} />;
}
