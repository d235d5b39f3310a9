import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { watchConnection } from '../lib/connection-status';
import { setNavigate } from '../lib/navigation';
import { showPendingNotice } from '../lib/reload-notice';
import { startRefreshTimer } from '../lib/session-actions';
import { RouteGuard } from './route-guard';

/** The top route: wires navigation for code outside React, keeps the token fresh, guards every page. */
export function RootShell() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((to) => void navigate(to));
  }, [navigate]);
  useEffect(() => startRefreshTimer(), []);
  useEffect(() => showPendingNotice(), []);
  useEffect(() => watchConnection(), []);
  return (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );
}
