import { hasModuleLevel } from '@sp/shared/permissions/check';
import type { Module } from '@sp/shared/permissions/modules';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type AuthContext, authOf, companyBlocked } from './access';
import { forbidden } from './errors';

/**
 * Who owns a record with owner columns (DOMAIN.md): an account's personal side (persons, tree, pages, files) or
 * a company (the deceased of its deals, the pages it made). Exactly one of the two is set.
 */
export type Owner =
  | { accountId: number; companyId?: undefined }
  | { companyId: number; accountId?: undefined };

/** The caller's scope on a request: the owner it works for, and who acts (for the journal). */
export type OwnerScope = { owner: Owner; auth: AuthContext };

/** The web app's cookie (SPEC §4 "stores it in a cookie") or the same flag as a header for API clients. */
export const USER_MODE_COOKIE = 'user_mode';
export const USER_MODE_HEADER = 'x-user-mode';

export function isUserMode(request: FastifyRequest): boolean {
  return request.cookies?.[USER_MODE_COOKIE] === '1' || request.headers[USER_MODE_HEADER] === '1';
}

/**
 * Company owners and employees act for their current company unless they switched to user mode; everyone
 * else (users, administrators, staff in user mode) acts for their own account. In company scope the
 * employee needs `level` on `module` (SPEC §6); the owner holds every level.
 */
export function ownerScope(request: FastifyRequest, module: Module, level: 1 | 2 | 3): OwnerScope {
  const auth = authOf(request);
  const staff = auth.userType === USER_TYPE.company || auth.userType === USER_TYPE.manager;
  if (!staff || auth.companyId === null || isUserMode(request)) {
    return { owner: { accountId: auth.accountId }, auth };
  }
  const blocked = companyBlocked(auth);
  if (blocked) throw blocked;
  if (!hasModuleLevel(auth.actor, module, level)) throw forbidden();
  return { owner: { companyId: auth.companyId }, auth };
}

type OwnerColumns = { ownerAccountId: PgColumn; ownerCompanyId: PgColumn };

/** WHERE the row belongs to the owner (the other owner column is null by the table's check). */
export function ownedBy(table: OwnerColumns, owner: Owner): SQL {
  return owner.companyId !== undefined
    ? (and(eq(table.ownerCompanyId, owner.companyId), isNull(table.ownerAccountId)) as SQL)
    : (and(eq(table.ownerAccountId, owner.accountId), isNull(table.ownerCompanyId)) as SQL);
}

/** The owner columns to insert. */
export function ownerValues(owner: Owner): { ownerAccountId: number | null; ownerCompanyId: number | null } {
  return owner.companyId !== undefined
    ? { ownerAccountId: null, ownerCompanyId: owner.companyId }
    : { ownerAccountId: owner.accountId, ownerCompanyId: null };
}

/** Whether a row with owner columns belongs to the owner. */
export function isOwnedBy(
  row: { ownerAccountId: number | null; ownerCompanyId: number | null },
  owner: Owner,
): boolean {
  return owner.companyId !== undefined
    ? row.ownerCompanyId === owner.companyId
    : row.ownerAccountId === owner.accountId;
}
