import type { CompanySummary, Profile, Role, Session } from '@sp/shared/api/auth';
import { useSyncExternalStore } from 'react';
import { PROFILE_COOKIE, readCookie, removeCookie, USER_MODE_COOKIE, writeCookie } from './cookies';

/** What the app keeps of a session: the access token lives in memory only. */
export type SessionState = {
  status: 'booting' | 'ready';
  token: string | null;
  profile: Profile | null;
  roles: Role[];
  company: CompanySummary | null;
  userMode: boolean;
  /** the visitor logged out (or lost the session) in this page: /auth without a way back */
  loggedOut: boolean;
};

const initial = (): SessionState => ({
  status: 'ready',
  token: null,
  profile: null,
  roles: [],
  company: null,
  userMode: readCookie(USER_MODE_COOKIE) === '1',
  loggedOut: false,
});

let state: SessionState = initial();
const listeners = new Set<() => void>();

function set(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setStatus(status: SessionState['status']): void {
    set({ status });
  },
  /** Keeps what the server answered; refresh_token in the body is ignored (it lives in an httpOnly cookie). */
  signIn(session: Session): void {
    writeCookie(PROFILE_COOKIE, '1');
    set({
      token: session.token,
      profile: session.profile,
      roles: session.roles,
      company: session.company,
      loggedOut: false,
    });
  },
  updateProfile(patch: Partial<Profile>): void {
    if (state.profile) set({ profile: { ...state.profile, ...patch } });
  },
  setUserMode(userMode: boolean): void {
    writeCookie(USER_MODE_COOKIE, userMode ? '1' : '0');
    set({ userMode });
  },
  /** Forgets the session; `loggedOut` marks a logout, after which the guard sends to plain /auth. */
  clear(loggedOut = false): void {
    removeCookie(PROFILE_COOKIE);
    removeCookie(USER_MODE_COOKIE);
    set({
      token: null,
      profile: null,
      roles: [],
      company: null,
      userMode: false,
      status: 'ready',
      loggedOut,
    });
  },
  /** For tests: back to a signed-out state without touching cookies. */
  reset(next: Partial<SessionState> = {}): void {
    state = { ...initial(), ...next };
    for (const listener of listeners) listener();
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
