import { type CompanyRole, STAFF_MSG } from '@sp/shared/api/staff';
import type { ModuleLevels } from '@sp/shared/permissions/modules';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError, notFound } from '../../platform/errors';
import { findOwned } from '../../platform/tenant';
import { membershipRoles, type RoleRow, roles } from '../companies/companies.table';
import { assertMayGrant, assertMayManage, grantorIn } from './staff-rights';

type RoleInput = { name: string; modules: Record<string, number | undefined> };

function cleanModules(modules: RoleInput['modules']): ModuleLevels {
  return Object.fromEntries(
    Object.entries(modules).filter(([, level]) => level !== undefined),
  ) as ModuleLevels;
}

function toRole(row: RoleRow, members: number): CompanyRole {
  return {
    id: row.id,
    name: row.name,
    modules: row.modules,
    members_count: members,
    created_at: row.createdAt.toISOString(),
  };
}

const membersCount = sql<number>`(select count(*)::int from ${membershipRoles} mr where mr.role_id = ${roles.id})`;

/** Roles of one company: every query is limited to it, so another company's role is not found. */
export function createRolesService(db: Db) {
  async function get(companyId: number, id: number): Promise<CompanyRole> {
    const [row] = await db
      .select({ role: roles, members: membersCount })
      .from(roles)
      .where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
    if (!row) throw notFound();
    return toRole(row.role, Number(row.members));
  }

  return {
    get,

    async list(companyId: number): Promise<{ results: CompanyRole[]; count: number }> {
      const rows = await db
        .select({ role: roles, members: membersCount })
        .from(roles)
        .where(eq(roles.companyId, companyId))
        .orderBy(asc(roles.name), asc(roles.id));
      return { count: rows.length, results: rows.map((row) => toRole(row.role, Number(row.members))) };
    },

    async create(companyId: number, accountId: number, input: RoleInput): Promise<CompanyRole> {
      const modules = cleanModules(input.modules);
      const id = await db.transaction(async (tx) => {
        assertMayGrant(await grantorIn(tx, companyId, accountId), modules);
        const [row] = await tx.insert(roles).values({ companyId, name: input.name, modules }).returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Role',
          recordId: row.id,
          action: 'create',
          after: { name: row.name, modules },
        });
        return row.id;
      });
      return get(companyId, id);
    },

    async update(companyId: number, accountId: number, id: number, input: RoleInput): Promise<CompanyRole> {
      const modules = cleanModules(input.modules);
      await db.transaction(async (tx) => {
        const before = await findOwned(tx, roles, companyId, id);
        const grantor = await grantorIn(tx, companyId, accountId);
        assertMayManage(grantor, before.modules);
        assertMayGrant(grantor, modules);
        await tx
          .update(roles)
          .set({ name: input.name, modules })
          .where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Role',
          recordId: id,
          action: 'update',
          before: { name: before.name, modules: before.modules },
          after: { name: input.name, modules },
        });
      });
      return get(companyId, id);
    },

    /** Removing a role takes its rights from everyone who held it. */
    async remove(companyId: number, accountId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findOwned(tx, roles, companyId, id);
        assertMayManage(await grantorIn(tx, companyId, accountId), before.modules);
        await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Role',
          recordId: id,
          action: 'delete',
          before: { name: before.name, modules: before.modules },
        });
      });
    },

    /** Throws a 400 on role_ids unless every id is a role of this company. */
    async assertOwnRoles(companyId: number, roleIds: number[]): Promise<void> {
      if (roleIds.length === 0) return;
      const unique = [...new Set(roleIds)];
      const [{ total }] = await db
        .select({ total: count() })
        .from(roles)
        .where(and(eq(roles.companyId, companyId), inArray(roles.id, unique)));
      if (total !== unique.length) throw fieldError('role_ids', STAFF_MSG.roleNotFound);
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
