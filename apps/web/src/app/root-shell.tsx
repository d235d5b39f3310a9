import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/components/route-error-boundary';
import { watchConnection } from '../lib/connection-status';
import { setNavigate } from '../lib/navigation';
import { showPendingNotice } from '../lib/reload-notice';
import { startRefreshTimer } from '../lib/session-actions';
import { RouteGuard } from './route-guard';

/**
 * The top route: wires navigation for code outside React, keeps the token fresh, guards every page and shows
 * the error page for a page that throws.
 */
export function RootShell() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setNavigate((to) => void navigate(to));
  }, [navigate]);
  useEffect(() => startRefreshTimer(), []);
  useEffect(() => showPendingNotice(), []);
  useEffect(() => watchConnection(), []);
  return (
    <RouteGuard>
      <RouteErrorBoundary resetKey={location.key}>
        <Outlet />
      </RouteErrorBoundary>
    </RouteGuard>
  );
}
