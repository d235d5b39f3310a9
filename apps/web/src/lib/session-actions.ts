import type { Session } from '@sp/shared/api/auth';
import { LOGIN_PATH } from '@sp/shared/routes/guard';
import * as paths from '@sp/shared/routes/paths';
import { API_BASE_URL } from './api-base';
import { PROFILE_COOKIE, readCookie } from './cookies';
import { navigateTo } from './navigation';
import { sessionStore } from './session-store';

/** SPEC §9: the access token is renewed every 28 minutes. */
export const REFRESH_INTERVAL_MS = 1_680_000;

let inFlight: Promise<boolean> | null = null;

/**
 * POST /api/auth/refresh-token/ with an empty body: the refresh token travels in the httpOnly cookie.
 * Concurrent callers share one request, so a burst of 401s renews the session once.
 */
export function refreshSession(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (inFlight) return inFlight;
  inFlight = (async () => {
    try {
      const call = () =>
        fetchImpl(`${API_BASE_URL}/api/auth/refresh-token/`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: '{}',
          credentials: 'same-origin',
        });
      // Tabs share the cookie: refreshing one at a time means each sends the newest token, never a
      // used one (which the server treats as theft and answers by revoking the whole session family).
      const response = await (typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request('sp-refresh-token', call)
        : call());
      if (!response.ok) return false;
      sessionStore.signIn((await response.json()) as Session);
      return true;
    } catch {
      return false;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Logout: tell the server (revokes the refresh cookie), forget everything, go to /auth. */
export async function logout(): Promise<void> {
  const token = sessionStore.get().token;
  sessionStore.clear(true);
  navigateTo(LOGIN_PATH);
  try {
    await fetch(`${API_BASE_URL}/api/auth/logout/`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: '{}',
      credentials: 'same-origin',
    });
  } catch {
    // the local session is gone either way
  }
}

/** Lost session (failed refresh): same as a logout. */
export function handleAuthLost(): void {
  void logout();
}

/** At start: restore the session when the profile cookie says there was one; no flash of /auth. */
export async function bootSession(): Promise<void> {
  if (readCookie(PROFILE_COOKIE) === null) return;
  sessionStore.setStatus('booting');
  const ok = await refreshSession();
  if (!ok) sessionStore.clear();
  sessionStore.setStatus('ready');
}

let timer: ReturnType<typeof setInterval> | null = null;

/** Keeps the access token fresh while a session is held. */
export function startRefreshTimer(): () => void {
  if (timer) clearInterval(timer);
  timer = setInterval(() => {
    if (sessionStore.get().profile) {
      void refreshSession().then((ok) => {
        if (!ok) handleAuthLost();
      });
    }
  }, REFRESH_INTERVAL_MS);
  return () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
}

export function toggleUserMode(): void {
  sessionStore.setUserMode(!sessionStore.get().userMode);
  navigateTo(paths.dashboard());
}
