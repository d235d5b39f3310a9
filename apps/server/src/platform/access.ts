import { ADMIN_COMPANY_MSG } from '@sp/shared/api/admin-companies';
import type { Profile, Role } from '@sp/shared/api/auth';
import { SERVER_MSG } from '@sp/shared/api/common';
import { type AccessRule, type Actor, satisfiesRule } from '@sp/shared/permissions/check';
import type { CompanyType } from '@sp/shared/permissions/company-types';
import type { Module } from '@sp/shared/permissions/modules';
import { USER_TYPE, type UserType } from '@sp/shared/permissions/user-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';
import type { AccessClaims, TokenSigner } from './tokens';

/** What a route declares about its callers (ARCHITECTURE rule 2); checked before the body is read. */
export type Access = 'public' | 'authenticated' | AccessRule;

export type AuthContext = {
  accountId: number;
  /** the sign-in the access token belongs to */
  sessionId: string;
  userType: Exclude<UserType, 0>;
  companyId: number | null;
  companyType: CompanyType | null;
  /** the administrator's reason while the current company is blocked (issue 16), else null */
  companyBlockedReason: string | null;
  roles: Role[];
  actor: Actor;
  /** the caller's profile as the API shows it, built from the same rows */
  profile: Profile;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The caller of a valid access token, or null when its session has ended or the account is blocked. */
export type AuthContextLoader = (claims: AccessClaims) => Promise<AuthContext | null>;

/** Routes served by plugins rather than by our modules; they are public documentation. */
const PLUGIN_ROUTES = /^\/api\/docs(\/|$)/;

export function isApiRoute(url: string): boolean {
  return url.startsWith('/api/') && !PLUGIN_ROUTES.test(url);
}

/** One route as the access hook saw it when it was added. */
export type DeclaredRoute = { method: string; url: string; access: Access | undefined };

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route added to an app after its access control was registered, with its declared access. */
export function routeDeclarations(app: FastifyInstance): readonly DeclaredRoute[] {
  return declaredRoutes.get(app) ?? [];
}

export function registerAccessControl(
  app: FastifyInstance,
  signer: TokenSigner,
  load: AuthContextLoader,
): void {
  const registry: DeclaredRoute[] = [];
  declaredRoutes.set(app, registry);
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registry.push({ method, url: route.url, access: route.config?.access });
    if (isApiRoute(route.url) && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
  });
  const check = (request: FastifyRequest): Error | undefined => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return undefined;
    if (!request.auth) return unauthorized();
    if (access === 'authenticated') return undefined;
    if (staffOnly(access)) {
      const blocked = companyBlocked(request.auth);
      if (blocked) return blocked;
    }
    if (!satisfiesRule(request.auth.actor, access)) return forbidden();
    return undefined;
  };
  // a callback rather than an async hook: a request without a token (every guest's) is checked without a promise
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) {
      done(check(request));
      return;
    }
    signer
      .verify(header.slice(7).trim())
      .then((claims) => (claims ? load(claims) : null))
      .then(
        (auth) => {
          request.auth = auth;
          done(check(request));
        },
        (error: Error) => done(error),
      );
  });
}

// --- what a route declares (`config: …`): the one vocabulary of every routes file ---

/** Anyone, signed in or not. */
export const PUBLIC = { access: 'public' } as const satisfies { access: Access };
/** Any signed-in account. */
export const SIGNED_IN = { access: 'authenticated' } as const satisfies { access: Access };
/** Administrators only. */
export const ADMIN_ONLY = { access: { userTypes: [USER_TYPE.admin] } } as const satisfies { access: Access };
/** A company's owner and its employees. */
export const STAFF_TYPES = [USER_TYPE.company, USER_TYPE.manager];

/** Levels of SPEC §6: 1 full, 2 read-write, 3 read-only (a lower number holds more). */
export type Level = 1 | 2 | 3;

/** Company staff holding at least `level` on `module` (the owner holds every level). */
export function staffWith(module: Module, level: Level) {
  return { access: { userTypes: STAFF_TYPES, module, level } } as const satisfies { access: Access };
}

/** One module's rule at three levels, as a routes file uses it: `const access = staffAccess('orders')`. */
export function staffAccess(module: Module) {
  return (level: Level) => staffWith(module, level);
}

/** A rule only a company's owner or employees pass: every such route works in the caller's current company. */
function staffOnly(rule: AccessRule): boolean {
  return rule.userTypes?.every((type) => (STAFF_TYPES as readonly UserType[]).includes(type)) ?? false;
}

/**
 * The refusal of any request made in the caller's current company while an administrator has it blocked (issue
 * 16): 403 with the reason. The staff keep their accounts: their profile, user mode and the switch to another
 * company still answer.
 */
export function companyBlocked(auth: AuthContext): Error | undefined {
  if (auth.companyId === null || auth.companyBlockedReason === null) return undefined;
  return forbidden(ADMIN_COMPANY_MSG.companyBlocked(auth.companyBlockedReason));
}

/** Who acts for which company: every company-scoped service call gets this. */
export type CompanyScope = { companyId: number; accountId: number };

/** The caller of a route that declared it needs an account. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller's current company; routes of company staff use it to scope every query. */
export function companyOf(request: FastifyRequest): { auth: AuthContext; companyId: number } {
  const auth = authOf(request);
  if (auth.companyId === null) throw forbidden(SERVER_MSG.staffOnly);
  const blocked = companyBlocked(auth);
  if (blocked) throw blocked;
  return { auth, companyId: auth.companyId };
}

/** The company the caller works for and who they are, for a service that journals what it changes. */
export function companyScope(request: FastifyRequest): CompanyScope {
  const { auth, companyId } = companyOf(request);
  return { companyId, accountId: auth.accountId };
}
