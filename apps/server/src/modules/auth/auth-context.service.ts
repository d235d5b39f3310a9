import type { Profile, Role } from '@sp/shared/api/auth';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { createPublicChanges, type PublicChanges } from '../../platform/public-changes';
import { mediaUrl } from '../../platform/storage';
import type { AccessClaims } from '../../platform/tokens';
import { createVersionedCache } from '../../platform/versioned-cache';
import { type AccountRow, accounts } from '../accounts/accounts.table';
import { currentCompanyOf, findMembership, rolesOf } from '../companies/companies.service';
import {
  type CompanyRow,
  companies,
  membershipRoles,
  memberships,
  roles,
} from '../companies/companies.table';
import { authSessions } from './auth.table';

/** The roles of the joined membership, as one JSON list, read in the same query (none for an owner). */
const rolesOfMembership = sql<Role[]>`coalesce((
  select json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}, 'modules', ${roles.modules}) order by ${roles.id})
  from ${membershipRoles} join ${roles} on ${roles.id} = ${membershipRoles.roleId}
  where ${membershipRoles.membershipId} = ${memberships.id} and not ${memberships.isOwner}
), '[]'::json)`;

/** The caller's query, built (and on a PostgreSQL server prepared) once per database: it runs on every request. */
const callerQueries = new WeakMap<Db, ReturnType<typeof prepareCallerQuery>>();

function prepareCallerQuery(db: Db) {
  return db
    .select({
      account: accounts,
      membership: memberships,
      company: companies,
      roles: rolesOfMembership,
      sessionEndsAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(accounts, eq(accounts.id, authSessions.accountId))
    .leftJoin(
      memberships,
      and(eq(memberships.accountId, accounts.id), eq(memberships.companyId, accounts.currentCompanyId)),
    )
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.accountId, sql.placeholder('accountId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('caller_context');
}

function callerQuery(db: Db) {
  let query = callerQueries.get(db);
  if (!query) {
    query = prepareCallerQuery(db);
    callerQueries.set(db, query);
  }
  return query;
}

/** How many callers' contexts one server keeps (each a few KB). */
export const CALLER_CACHE_SIZE = 10_000;

/**
 * Everything the access check needs about a caller (issue 13 §1): the access token's session still running, the
 * account, its current membership and company, and the membership's roles, read in one indexed query and then
 * kept in this server's memory while the database's changes are heard. Every write to what it holds (the
 * session ended, the account changed or blocked, a membership, its roles or the company changed) tells of the
 * account on the changes channel (migration 0033) and drops its contexts; while changes are not heard it is read
 * on every request. Null when the session has ended or the account is blocked.
 */
export function createCallerContexts(deps: { db: Db; changes?: PublicChanges }) {
  const { db } = deps;
  const kept = createVersionedCache<{ context: AuthContext | null; sessionEndsAt: number }>({
    size: CALLER_CACHE_SIZE,
    kind: 'caller',
    changes: deps.changes ?? createPublicChanges(),
  });
  return async (claims: AccessClaims): Promise<AuthContext | null> => {
    const now = Date.now();
    const caller = await kept.get(
      claims.accountId,
      async () => {
        const read = await readCaller(db, claims.accountId, claims.sessionId, new Date(now));
        return { value: read ?? { context: null, sessionEndsAt: 0 }, keepIt: read !== null };
      },
      { variant: claims.sessionId, use: (entry) => entry.sessionEndsAt > now },
    );
    return caller.context;
  };
}

/** The caller's context as the database answers it now, with when its session ends. */
async function readCaller(
  db: Db,
  accountId: number,
  sessionId: string,
  now: Date,
): Promise<{ context: AuthContext; sessionEndsAt: number } | null> {
  const [row] = await callerQuery(db).execute({ accountId, sessionId, now });
  if (!row?.account.isActive) return null;
  const { account } = row;
  let company = row.company;
  let membership = row.membership;
  let memberRoles: Role[] = row.roles;
  // the current company is gone, or staff has none chosen: fall back to another one (families and
  // administrators work in none, and ask nothing more)
  const staff = account.userType === USER_TYPE.company || account.userType === USER_TYPE.manager;
  if (!company && (account.currentCompanyId !== null || staff)) {
    company = await currentCompanyOf(db, account);
    membership = company ? await findMembership(db, account.id, company.id) : null;
    memberRoles = membership && !membership.isOwner ? await rolesOf(db, membership.id) : [];
  }
  const userType = account.userType as AuthContext['userType'];
  return {
    sessionEndsAt: row.sessionEndsAt.getTime(),
    // one object serves every request of the session while it is kept: nothing may change it in place
    context: deepFreeze({
      accountId: account.id,
      sessionId,
      userType,
      companyId: company?.id ?? null,
      companyType: company?.type ?? null,
      companyBlockedReason: company?.blockedAt ? (company.blockedReason ?? '') : null,
      roles: memberRoles,
      actor: { userType, companyType: company?.type ?? null, roles: memberRoles },
      profile: toProfile(account, company),
    }),
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The signed-in account as the API shows it, with the company it works in now. */
export function toProfile(account: AccountRow, company: CompanyRow | null): Profile {
  return {
    id: account.id,
    user_type: account.userType as Profile['user_type'],
    first_name: account.firstName,
    last_name: account.lastName,
    avatar: mediaUrl(account.avatar),
    company_id: company?.id ?? null,
    name: company?.name ?? null,
    logo: mediaUrl(company?.logo ?? null),
    type_company: company?.type ?? null,
    auth_data: {
      phone: account.phone,
      email: account.email,
      is_phone_verified: account.isPhoneVerified,
      is_email_verified: account.isEmailVerified,
    },
    created_at: account.createdAt.toISOString(),
  };
}
