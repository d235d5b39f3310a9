import { type Actor, satisfiesRule } from '../permissions/check';
import { matchRoute } from './match';
import { auth, dashboard, forbidden } from './paths';
import type { RouteMeta } from './route-table';

export type GuardDecision = { kind: 'allow'; route: RouteMeta | null } | { kind: 'redirect'; to: string };

export const LOGIN_PATH = auth();
export const HOME_PATH = dashboard();
export const FORBIDDEN_PATH = forbidden();

/** Where an anonymous visitor is sent from a cabinet page: the login form, then back. */
export function loginRedirect(target: string): string {
  return `${LOGIN_PATH}?plan=login&redirect=${encodeURIComponent(target)}`;
}

/**
 * The route guard of SPEC §4. `actor` is null for a guest. The landing page `/` stays open to guests
 * (the issue asks for a real landing there); a signed-in account on a guest page goes to the cabinet.
 */
export function guardDecision(pathname: string, search: string, actor: Actor | null): GuardDecision {
  if (pathname === '/app/auth' || pathname === '/app/auth/') return { kind: 'redirect', to: LOGIN_PATH };
  const route = matchRoute(pathname);
  const cabinet = pathname.startsWith('/app') || pathname.startsWith('/admin');
  if (!actor) {
    if (cabinet) return { kind: 'redirect', to: loginRedirect(pathname + search) };
    return { kind: 'allow', route };
  }
  if (!route) return { kind: 'allow', route };
  if (route.audience === 'guest') return { kind: 'redirect', to: HOME_PATH };
  if (route.audience === 'auth' && !canOpen(actor, route)) return { kind: 'redirect', to: FORBIDDEN_PATH };
  return { kind: 'allow', route };
}

export function canOpen(actor: Actor, route: RouteMeta): boolean {
  if (route.audience === 'public') return true;
  if (route.audience === 'guest') return false;
  return satisfiesRule(actor, {
    userTypes: route.userTypes,
    companyTypes: route.companyTypes,
    module: route.module,
    level: route.scope,
  });
}
