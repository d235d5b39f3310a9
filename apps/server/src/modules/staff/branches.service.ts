import { ADMIN_COMPANY_MSG } from '@sp/shared/api/admin-companies';
import { type Branch, type CompanyToInvite, type Invitation, STAFF_MSG } from '@sp/shared/api/staff';
import { and, asc, desc, eq, gt, ilike, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { COUNT } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrl } from '../../platform/storage';
import { accounts } from '../accounts/accounts.table';
import { createCompany, findCompany, lockedMainBlock } from '../companies/companies.service';
import { type CompanyRow, companies, membershipRoles, memberships } from '../companies/companies.table';
import type { LimitGuard } from '../tariffs/limits.service';
import { claimInvitation } from './invitation-limits';
import { INVITATION_TTL_DAYS, revokeInvitation } from './invitations.service';
import { companyInvitations } from './invitations.table';
import type { RolesService } from './roles.service';
import { assertMayReassign, grantorIn } from './staff-rights';

/**
 * Branches of a main company. A branch is a company with parent_id; the main company's owner is a member
 * of each branch and switches to it in the top bar. A branch sees only itself, never its siblings.
 */
export function createBranchesService(deps: {
  db: Db;
  messenger: Messenger;
  roles: RolesService;
  /** a company's tariff limits its branches: an open invitation holds a place until it is answered */
  limits: LimitGuard;
}) {
  const { db, messenger } = deps;

  async function mainCompany(companyId: number): Promise<CompanyRow> {
    const company = await findCompany(db, companyId);
    if (!company) throw notFound();
    if (company.parentId !== null) throw forbidden(STAFF_MSG.onlyMainHasBranches);
    return company;
  }

  async function branchOf(mainId: number, branchId: number): Promise<CompanyRow> {
    const [branch] = await db
      .select()
      .from(companies)
      .where(and(eq(companies.id, branchId), eq(companies.parentId, mainId)));
    if (!branch) throw notFound();
    return branch;
  }

  const employeesCount = sql<number>`(select count(*)::int from ${memberships} m where m.company_id = ${companies.id})`;

  function toBranch(row: CompanyRow, employees: number): Branch {
    return {
      id: row.id,
      name: row.name,
      logo: mediaUrl(row.logo),
      address: row.address,
      phone: row.phone,
      employees_count: employees,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function describeInvitations(
    rows: (typeof companyInvitations.$inferSelect)[],
  ): Promise<Invitation[]> {
    const result: Invitation[] = [];
    for (const row of rows) {
      const company = await findCompany(db, row.companyId);
      const target = row.targetCompanyId ? await findCompany(db, row.targetCompanyId) : null;
      if (!company) continue;
      result.push({
        id: row.id,
        kind: row.kind,
        company: { id: company.id, name: company.name, logo: mediaUrl(company.logo) },
        phone: null,
        email: null,
        target_company: target ? { id: target.id, name: target.name } : null,
        roles: [],
        status: row.status,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      });
    }
    return result;
  }

  return {
    async list(companyId: number): Promise<{ results: Branch[]; count: number }> {
      const rows = await db
        .select({ company: companies, employees: employeesCount })
        .from(companies)
        .where(eq(companies.parentId, companyId))
        .orderBy(asc(companies.name), asc(companies.id));
      return { count: rows.length, results: rows.map((row) => toBranch(row.company, Number(row.employees))) };
    },

    async create(
      companyId: number,
      accountId: number,
      input: { name: string; address: string; phone: string },
    ): Promise<Branch> {
      const main = await mainCompany(companyId);
      const branch = await db.transaction(async (tx) => {
        // blocked since the request's check: no branch is opened in it (issue 16)
        const block = await lockedMainBlock(tx, main.id);
        if (block) throw forbidden(ADMIN_COMPANY_MSG.companyBlocked(block.blockedReason ?? ''));
        const created = await createCompany(tx, {
          name: input.name,
          ownerAccountId: main.ownerAccountId,
          type: main.type,
          parentId: main.id,
        });
        const [updated] = await tx
          .update(companies)
          .set({ address: input.address, phone: input.phone })
          .where(eq(companies.id, created.id))
          .returning();
        await recordAudit(tx, {
          companyId: main.id,
          accountId,
          model: 'Branch',
          recordId: created.id,
          action: 'create',
          after: { name: input.name, address: input.address, phone: input.phone },
        });
        return updated;
      });
      return toBranch(branch, 1);
    },

    async update(
      companyId: number,
      accountId: number,
      branchId: number,
      input: { name: string; address: string; phone: string },
    ): Promise<Branch> {
      const before = await branchOf(companyId, branchId);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(companies)
          .set({ name: input.name, address: input.address, phone: input.phone, updatedAt: new Date() })
          .where(eq(companies.id, branchId))
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Branch',
          recordId: branchId,
          action: 'update',
          before: { name: before.name, address: before.address, phone: before.phone },
          after: input,
        });
        return row;
      });
      const [{ total }] = await db.select(COUNT).from(memberships).where(eq(memberships.companyId, branchId));
      return toBranch(updated, Number(total));
    },

    /** The main company's employees placed in a branch. */
    async branchManagers(companyId: number, branchId: number) {
      await branchOf(companyId, branchId);
      return branchId;
    },

    /** Places an employee of the main company in one of its branches, with roles of that branch. */
    async addBranchManager(
      companyId: number,
      accountId: number,
      input: { branch_id: number; account_id: number; role_ids: number[] },
    ): Promise<number> {
      await branchOf(companyId, input.branch_id);
      const [inMain] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.companyId, companyId), eq(memberships.accountId, input.account_id)));
      if (!inMain) throw notFound();
      if (inMain.isOwner) throw conflict(STAFF_MSG.ownerIsPermanent);
      await deps.roles.assertOwnRoles(input.branch_id, input.role_ids);
      return db.transaction(async (tx) => {
        // the placer's rights are those they hold in the main company, where they act
        await assertMayReassign(tx, await grantorIn(tx, companyId, accountId), {
          accountId: input.account_id,
          added: input.role_ids,
          removed: [],
        });
        const [existing] = await tx
          .select()
          .from(memberships)
          .where(
            and(eq(memberships.companyId, input.branch_id), eq(memberships.accountId, input.account_id)),
          );
        if (existing) throw conflict(STAFF_MSG.alreadyInBranch);
        const [membership] = await tx
          .insert(memberships)
          .values({ companyId: input.branch_id, accountId: input.account_id })
          .returning();
        if (input.role_ids.length) {
          await tx
            .insert(membershipRoles)
            .values([...new Set(input.role_ids)].map((roleId) => ({ membershipId: membership.id, roleId })));
        }
        await recordAudit(tx, {
          companyId: input.branch_id,
          accountId,
          model: 'Employee',
          recordId: membership.id,
          action: 'create',
          after: { account_id: input.account_id, role_ids: input.role_ids },
        });
        return membership.id;
      });
    },

    /** Main companies that could become this company's branches: regular, without branches of their own. */
    async companiesToInvite(
      companyId: number,
      query: { query: string; limit: number },
    ): Promise<CompanyToInvite[]> {
      const main = await mainCompany(companyId);
      const children = alias(companies, 'children');
      const pattern = `%${escapeLike(query.query)}%`;
      const rows = await db
        .select()
        .from(companies)
        .where(
          and(
            ne(companies.id, main.id),
            isNull(companies.parentId),
            eq(companies.type, 'REGULAR'),
            ne(companies.ownerAccountId, main.ownerAccountId),
            query.query ? or(ilike(companies.name, pattern), ilike(companies.inn, pattern)) : undefined,
            notExists(
              db.select({ id: children.id }).from(children).where(eq(children.parentId, companies.id)),
            ),
          ),
        )
        .orderBy(asc(companies.name))
        .limit(query.limit);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        logo: mediaUrl(row.logo),
        inn: row.inn,
        address: row.address,
      }));
    },

    async inviteFilial(
      companyId: number,
      accountId: number,
      targetId: number,
      clientIp?: string,
    ): Promise<Invitation> {
      const main = await mainCompany(companyId);
      const candidates = await this.companiesToInvite(companyId, { query: '', limit: 1_000_000 });
      const target = candidates.find((candidate) => candidate.id === targetId);
      if (!target) throw notFound();
      await claimInvitation(db, { companyId: main.id, recipient: `company:${targetId}`, address: clientIp });
      const [created] = await db.transaction(async (tx) => {
        await tx
          .update(companyInvitations)
          .set({ status: 'revoked', respondedAt: new Date() })
          .where(
            and(
              eq(companyInvitations.companyId, main.id),
              eq(companyInvitations.targetCompanyId, targetId),
              eq(companyInvitations.status, 'pending'),
            ),
          );
        await deps.limits.claim(tx, { companyId: main.id }, 'branches');
        const rows = await tx
          .insert(companyInvitations)
          .values({
            companyId: main.id,
            kind: 'branch',
            targetCompanyId: targetId,
            invitedBy: accountId,
            expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
          })
          .returning();
        await recordAudit(tx, {
          companyId: main.id,
          accountId,
          model: 'BranchInvitation',
          recordId: rows[0].id,
          action: 'create',
          after: { target_company_id: targetId },
        });
        return rows;
      });
      const [owner] = await db
        .select({ email: accounts.email, phone: accounts.phone })
        .from(companies)
        .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
        .where(eq(companies.id, targetId));
      const address = owner?.email
        ? { kind: 'email' as const, value: owner.email }
        : owner?.phone
          ? { kind: 'phone' as const, value: owner.phone }
          : null;
      if (address) {
        await messenger.send(address, {
          subject: `Приглашение стать филиалом «${main.name}» — Светлая память`,
          text: `Компания «${main.name}» приглашает «${target.name}» стать её филиалом. Ответить на приглашение можно в кабинете, в разделе «Приглашение в филиалы».`,
        });
      }
      return (await describeInvitations([created]))[0];
    },

    async sentFilialInvitations(companyId: number): Promise<{ results: Invitation[]; count: number }> {
      const rows = await db
        .select()
        .from(companyInvitations)
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            eq(companyInvitations.kind, 'branch'),
            eq(companyInvitations.status, 'pending'),
          ),
        )
        .orderBy(desc(companyInvitations.id));
      const results = await describeInvitations(rows);
      return { results, count: results.length };
    },

    async revokeFilialInvitation(companyId: number, accountId: number, id: number): Promise<void> {
      await revokeInvitation(db, 'branch', { companyId, accountId, id });
    },

    /** Invitations to become a branch that the current company has received. */
    async receivedFilialInvitations(companyId: number): Promise<{ results: Invitation[]; count: number }> {
      const rows = await db
        .select()
        .from(companyInvitations)
        .where(
          and(
            eq(companyInvitations.targetCompanyId, companyId),
            eq(companyInvitations.kind, 'branch'),
            eq(companyInvitations.status, 'pending'),
            gt(companyInvitations.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(companyInvitations.id));
      const results = await describeInvitations(rows);
      return { results, count: results.length };
    },

    /**
     * The invited company's owner answers. Accepting makes it a branch of the inviter, and the inviter's
     * owner a member of it (so it appears in their branch switch).
     */
    async respondFilial(
      companyId: number,
      accountId: number,
      input: { invitation_id: number; accept: boolean },
    ) {
      const [invitation] = await db
        .select()
        .from(companyInvitations)
        .where(
          and(
            eq(companyInvitations.id, input.invitation_id),
            eq(companyInvitations.targetCompanyId, companyId),
            eq(companyInvitations.kind, 'branch'),
          ),
        );
      if (!invitation) throw notFound();
      if (invitation.status !== 'pending' || invitation.expiresAt < new Date())
        throw conflict(STAFF_MSG.invitationGone);
      const target = await findCompany(db, companyId);
      const main = await findCompany(db, invitation.companyId);
      if (!target || !main) throw notFound();
      if (input.accept) {
        const [child] = await db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.parentId, companyId))
          .limit(1);
        if (target.parentId !== null || child || main.parentId !== null) {
          throw conflict(STAFF_MSG.cannotBecomeBranch);
        }
      }
      await db.transaction(async (tx) => {
        await tx
          .update(companyInvitations)
          .set({ status: input.accept ? 'accepted' : 'declined', respondedAt: new Date() })
          .where(eq(companyInvitations.id, invitation.id));
        if (!input.accept) return;
        // a branch of a blocked main company is blocked with it, on its own row (issue 16)
        const block = await lockedMainBlock(tx, main.id);
        await tx
          .update(companies)
          .set({ parentId: main.id, ...block, updatedAt: new Date() })
          .where(eq(companies.id, companyId));
        await tx
          .insert(memberships)
          .values({ accountId: main.ownerAccountId, companyId })
          .onConflictDoNothing();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Company',
          recordId: companyId,
          action: 'update',
          before: { parent_id: null },
          after: { parent_id: main.id },
        });
      });
      return { accepted: input.accept };
    },
  };
}

export type BranchesService = ReturnType<typeof createBranchesService>;
