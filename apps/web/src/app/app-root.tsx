import { BrowserRouter } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { LinkComponentContext } from '../lib/link-component';
import { RouterLink as Link } from '../lib/router-link';
import { useSession } from '../lib/session-store';
import { AppRoutes } from './router';

/** Waits for the session to be restored before any page renders: no flash of the login page. */
export function AppRoot() {
  const { status } = useSession();
  if (status === 'booting') return <FullPageLoader />;
  return (
    <BrowserRouter>
      {/* the parts shared with the server-rendered memory page link through the router here */}
      <LinkComponentContext value={Link}>
        <AppRoutes />
      </LinkComponentContext>
    </BrowserRouter>
  );
}
