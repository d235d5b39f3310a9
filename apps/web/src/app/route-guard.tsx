import { guardDecision, HOME_PATH, LOGIN_PATH } from '@sp/shared/routes/guard';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { actorOf } from '../lib/actor';
import { safeRedirect } from '../lib/redirect-target';
import { useSession } from '../lib/session-store';

type RouteGuardProps = { children: ReactNode };

/** SPEC §4 Route guard, decided by the shared guardDecision for every location. */
export function RouteGuard({ children }: RouteGuardProps) {
  const location = useLocation();
  const session = useSession();
  const decision = guardDecision(location.pathname, location.search, actorOf(session));
  const title = decision.kind === 'allow' ? decision.route?.title : undefined;

  useEffect(() => {
    document.title = title && title !== 'Светлая память' ? `${title} — Светлая память` : 'Светлая память';
  }, [title]);

  if (decision.kind === 'redirect') {
    // Signed in on /auth?redirect=…: the cabinet page the visitor was sent from, not the dashboard.
    const back =
      decision.to === HOME_PATH ? safeRedirect(new URLSearchParams(location.search).get('redirect')) : null;
    // Just logged out on a cabinet page: SPEC §4 says /auth, not «log in to come back here».
    const afterLogout = session.loggedOut && decision.to.startsWith(`${LOGIN_PATH}?`) ? LOGIN_PATH : null;
    return <Navigate to={back ?? afterLogout ?? decision.to} replace />;
  }
  return children;
}
