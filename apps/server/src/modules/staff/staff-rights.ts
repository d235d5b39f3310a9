import { COMPANY_MODULES, STAFF_MSG } from '@sp/shared/api/staff';
import { type Actor, hasModuleLevel, type RoleGrant } from '@sp/shared/permissions/check';
import type { Level, Module, ModuleLevels } from '@sp/shared/permissions/modules';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { companies, membershipRoles, memberships, roles } from '../companies/companies.table';

export const GRANT_ABOVE_OWN = STAFF_MSG.grantAboveOwn;
export const ROLE_ABOVE_OWN = STAFF_MSG.roleAboveOwn;
export const OWN_ROLES = STAFF_MSG.ownRoles;
export const FULL_RIGHTS_OWNER_ONLY = STAFF_MSG.fullRightsOwnerOnly;

/** A full-rights role: level 1 on every module a company role can hold. */
export function isFullRights(modules: ModuleLevels): boolean {
  return COMPANY_MODULES.every((module) => modules[module as Module] === 1);
}

/** Whoever gives or takes rights in a company: its owner holds everything, an employee their roles. */
export type Grantor = { accountId: number; isOwner: boolean; roles: RoleGrant[] };

/**
 * The caller's standing in a company, read from the database (pass the write's transaction). The main
 * company's owner counts as the owner of its branches too: in a company that joined as a branch their
 * membership is not the owner's one.
 */
export async function grantorIn(db: Db, companyId: number, accountId: number): Promise<Grantor> {
  const parent = alias(companies, 'parent');
  const [row] = await db
    .select({
      membershipId: memberships.id,
      isOwner: memberships.isOwner,
      owner: companies.ownerAccountId,
      parentOwner: parent.ownerAccountId,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(parent, eq(parent.id, companies.parentId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.accountId, accountId)));
  if (!row) throw forbidden();
  const isOwner = row.isOwner || row.owner === accountId || row.parentOwner === accountId;
  if (isOwner) return { accountId, isOwner, roles: [] };
  const held = await db
    .select({ modules: roles.modules })
    .from(membershipRoles)
    .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
    .where(eq(membershipRoles.membershipId, row.membershipId));
  return { accountId, isOwner, roles: held };
}

function holdsAll(grantor: Grantor, modules: ModuleLevels): boolean {
  if (grantor.isOwner) return true;
  const actor: Actor = { userType: USER_TYPE.manager, companyType: null, roles: grantor.roles };
  return (Object.entries(modules) as [Module, Level][]).every(([module, level]) =>
    hasModuleLevel(actor, module, level),
  );
}

/** Giving these levels (a new or changed role, or a role to someone): only levels the grantor holds. */
export function assertMayGrant(grantor: Grantor, modules: ModuleLevels): void {
  if (isFullRights(modules) && !grantor.isOwner) throw forbidden(FULL_RIGHTS_OWNER_ONLY);
  if (!holdsAll(grantor, modules)) throw forbidden(GRANT_ABOVE_OWN);
}

/** Changing, deleting or taking away a role: only one within the grantor's own rights. */
export function assertMayManage(grantor: Grantor, modules: ModuleLevels): void {
  if (isFullRights(modules) && !grantor.isOwner) throw forbidden(FULL_RIGHTS_OWNER_ONLY);
  if (!holdsAll(grantor, modules)) throw forbidden(ROLE_ABOVE_OWN);
}

/** Roles given and taken away: each added within the grantor's rights, each removed too. */
export async function assertMayAssign(
  db: Db,
  grantor: Grantor,
  change: { added: number[]; removed: number[] },
): Promise<void> {
  const ids = [...new Set([...change.added, ...change.removed])];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: roles.id, modules: roles.modules })
    .from(roles)
    .where(inArray(roles.id, ids));
  const modulesOf = new Map(rows.map((row) => [row.id, row.modules]));
  for (const id of change.added) assertMayGrant(grantor, modulesOf.get(id) ?? {});
  for (const id of change.removed) assertMayManage(grantor, modulesOf.get(id) ?? {});
}

/** A change of one person's roles in a company: never the grantor's own, and only as assertMayAssign allows. */
export async function assertMayReassign(
  db: Db,
  grantor: Grantor,
  change: { accountId: number; added: number[]; removed: number[] },
): Promise<void> {
  if (change.accountId === grantor.accountId) throw forbidden(OWN_ROLES);
  await assertMayAssign(db, grantor, change);
}
