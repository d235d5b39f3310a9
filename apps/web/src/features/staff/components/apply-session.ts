import type { Session } from '@sp/shared/api/auth';
import * as paths from '@sp/shared/routes/paths';
import { reloadWithNotice } from '../../../lib/reload-notice';
import { sessionStore } from '../../../lib/session-store';

/**
 * A new session from accepting an invitation or leaving a company: kept like the branch switch keeps
 * its own, then the page reloads on `path` (so every cached list and the sidebar start afresh) and the
 * message shows once it is back.
 */
export function applySessionAndReload(session: Session, message: string, path = paths.dashboard()): void {
  sessionStore.signIn(session);
  window.history.replaceState(null, '', path);
  reloadWithNotice(message);
}
