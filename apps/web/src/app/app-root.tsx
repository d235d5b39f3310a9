import { BrowserRouter } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { useSession } from '../lib/session-store';
import { AppRoutes } from './router';

/** Waits for the session to be restored before any page renders: no flash of the login page. */
export function AppRoot() {
  const { status } = useSession();
  if (status === 'booting') return <FullPageLoader />;
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
