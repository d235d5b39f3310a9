import { type Employee, STAFF_MSG } from '@sp/shared/api/staff';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { conflict, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrl } from '../../platform/storage';
import { accounts } from '../accounts/accounts.table';
import { membershipRoles, memberships, roles } from '../companies/companies.table';
import type { RolesService } from './roles.service';
import { assertMayReassign, grantorIn } from './staff-rights';

export const OWNER_IS_PERMANENT = STAFF_MSG.ownerIsPermanent;

type EmployeeRow = {
  id: number;
  accountId: number;
  isOwner: boolean;
  createdAt: Date;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
};

function toEmployee(row: EmployeeRow, roles: { id: number; name: string }[]): Employee {
  return {
    id: row.id,
    account_id: row.accountId,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    avatar: mediaUrl(row.avatar),
    is_owner: row.isOwner,
    roles,
    created_at: row.createdAt.toISOString(),
  };
}

/** The people of one company: memberships with their accounts and roles. */
export function createEmployeesService(db: Db, rolesService: RolesService) {
  async function rolesByMembership(ids: number[]): Promise<Map<number, { id: number; name: string }[]>> {
    const map = new Map<number, { id: number; name: string }[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .select({ membershipId: membershipRoles.membershipId, id: roles.id, name: roles.name })
      .from(membershipRoles)
      .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
      .where(inArray(membershipRoles.membershipId, ids))
      .orderBy(asc(roles.name));
    for (const row of rows) {
      const list = map.get(row.membershipId) ?? [];
      list.push({ id: row.id, name: row.name });
      map.set(row.membershipId, list);
    }
    return map;
  }

  const columns = {
    id: memberships.id,
    accountId: memberships.accountId,
    isOwner: memberships.isOwner,
    createdAt: memberships.createdAt,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    phone: accounts.phone,
    email: accounts.email,
    avatar: accounts.avatar,
  };

  async function list(
    companyId: number,
    query: { query?: string; offset: number; limit: number },
  ): Promise<{ results: Employee[]; count: number }> {
    const conditions: SQL[] = [eq(memberships.companyId, companyId)];
    if (query.query) {
      const pattern = `%${escapeLike(query.query)}%`;
      conditions.push(
        or(
          ilike(accounts.firstName, pattern),
          ilike(accounts.lastName, pattern),
          ilike(accounts.email, pattern),
          ilike(accounts.phone, pattern),
        )!,
      );
    }
    const where = and(...conditions);
    const rows = db
      .select(columns)
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(where)
      .orderBy(
        desc(memberships.isOwner),
        asc(accounts.lastName),
        asc(accounts.firstName),
        asc(memberships.id),
      )
      .limit(query.limit)
      .offset(query.offset);
    const total = db
      .select(COUNT)
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(where);
    return listPage(total, rows, async (found) => {
      const roleMap = await rolesByMembership(found.map((row) => row.id));
      return found.map((row) => toEmployee(row, roleMap.get(row.id) ?? []));
    });
  }

  async function get(companyId: number, membershipId: number): Promise<Employee> {
    const [row] = await db
      .select(columns)
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(memberships.id, membershipId), eq(memberships.companyId, companyId)));
    if (!row) throw notFound();
    const roleMap = await rolesByMembership([row.id]);
    return toEmployee(row, roleMap.get(row.id) ?? []);
  }

  return {
    list,
    get,

    async setRoles(
      companyId: number,
      accountId: number,
      membershipId: number,
      roleIds: number[],
    ): Promise<Employee> {
      const before = await get(companyId, membershipId);
      if (before.is_owner) throw conflict(STAFF_MSG.ownerIsPermanent);
      await rolesService.assertOwnRoles(companyId, roleIds);
      const unique = [...new Set(roleIds)];
      await db.transaction(async (tx) => {
        const held = await heldRoleIds(tx, membershipId);
        await assertMayReassign(tx, await grantorIn(tx, companyId, accountId), {
          accountId: before.account_id,
          added: unique.filter((id) => !held.includes(id)),
          removed: held.filter((id) => !unique.includes(id)),
        });
        await tx.delete(membershipRoles).where(eq(membershipRoles.membershipId, membershipId));
        if (unique.length) {
          await tx.insert(membershipRoles).values(unique.map((roleId) => ({ membershipId, roleId })));
        }
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Employee',
          recordId: membershipId,
          action: 'update',
          before: { role_ids: before.roles.map((role) => role.id).sort() },
          after: { role_ids: unique.sort() },
        });
      });
      return get(companyId, membershipId);
    },

    /** Takes a person out of the company; their account and personal data stay theirs. */
    async remove(companyId: number, accountId: number, membershipId: number): Promise<void> {
      const before = await get(companyId, membershipId);
      if (before.is_owner) throw conflict(STAFF_MSG.ownerIsPermanent);
      await db.transaction(async (tx) => {
        // removing someone takes all their roles away
        await assertMayReassign(tx, await grantorIn(tx, companyId, accountId), {
          accountId: before.account_id,
          added: [],
          removed: await heldRoleIds(tx, membershipId),
        });
        await tx.delete(memberships).where(eq(memberships.id, membershipId));
        await afterLeaving(tx, before.account_id, companyId);
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Employee',
          recordId: membershipId,
          action: 'delete',
          before: { account_id: before.account_id, role_ids: before.roles.map((role) => role.id) },
        });
      });
    },

    /** The employee leaves a company of their own will. */
    async quit(accountId: number, companyId: number): Promise<void> {
      const [membership] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.accountId, accountId), eq(memberships.companyId, companyId)));
      if (!membership) throw notFound();
      if (membership.isOwner) throw conflict(STAFF_MSG.ownerCannotQuit);
      await db.transaction(async (tx) => {
        await tx.delete(memberships).where(eq(memberships.id, membership.id));
        await afterLeaving(tx, accountId, companyId);
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Employee',
          recordId: membership.id,
          action: 'delete',
          before: { account_id: accountId, reason: 'quit' },
        });
      });
    },
  };
}

async function heldRoleIds(tx: Db, membershipId: number): Promise<number[]> {
  const rows = await tx
    .select({ roleId: membershipRoles.roleId })
    .from(membershipRoles)
    .where(eq(membershipRoles.membershipId, membershipId));
  return rows.map((row) => row.roleId);
}

/** After leaving: the current company moves on, and someone who works nowhere is an ordinary user again. */
async function afterLeaving(tx: Db, accountId: number, companyId: number): Promise<void> {
  const [left] = await tx
    .select({ total: count() })
    .from(memberships)
    .where(eq(memberships.accountId, accountId));
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) return;
  const changes: Partial<typeof accounts.$inferInsert> = {};
  if (account.currentCompanyId === companyId) changes.currentCompanyId = null;
  if (left.total === 0 && account.userType === 3) changes.userType = 1;
  if (Object.keys(changes).length) await tx.update(accounts).set(changes).where(eq(accounts.id, accountId));
}
