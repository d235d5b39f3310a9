import { type Invitation, STAFF_MSG } from '@sp/shared/api/staff';
import { formatPhone, normalizeEmail, normalizePhone } from '@sp/shared/validation/patterns';
import { and, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { mediaUrl } from '../../platform/storage';
import { newOpaqueToken, sha256 } from '../../platform/tokens';
import { findAccountById } from '../accounts/accounts.service';
import { type AccountRow, accounts } from '../accounts/accounts.table';
import { companies, membershipRoles, memberships, roles } from '../companies/companies.table';
import type { LimitGuard } from '../tariffs/limits.service';
import { claimInvitation } from './invitation-limits';
import { companyInvitations, type InvitationRow } from './invitations.table';
import type { RolesService } from './roles.service';
import { assertMayAssign, grantorIn } from './staff-rights';

export const INVITATION_TTL_DAYS = 14;
export const INVITATION_NOT_YOURS = STAFF_MSG.invitationNotYours;

/** Whether an invitation was sent to one of the account's confirmed contacts: only then may it answer. */
function addressedTo(account: AccountRow, invitation: InvitationRow): boolean {
  return Boolean(
    (invitation.phone && account.isPhoneVerified && account.phone === invitation.phone) ||
      (invitation.email && account.isEmailVerified && account.email === invitation.email),
  );
}

/**
 * Withdraws a pending invitation the company sent (an employee's or a branch's) and journals it, in one
 * transaction; another company's, an answered one or one of the other kind is not found.
 */
export async function revokeInvitation(
  db: Db,
  kind: 'employee' | 'branch',
  { companyId, accountId, id }: { companyId: number; accountId: number; id: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyInvitations)
      .set({ status: 'revoked', respondedAt: new Date() })
      .where(
        and(
          eq(companyInvitations.id, id),
          eq(companyInvitations.companyId, companyId),
          eq(companyInvitations.kind, kind),
          eq(companyInvitations.status, 'pending'),
        ),
      )
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      companyId,
      accountId,
      model: kind === 'employee' ? 'Invitation' : 'BranchInvitation',
      recordId: id,
      action: 'update',
      before: { status: 'pending' },
      after: { status: 'revoked' },
    });
  });
}

/** Employee invitations: sent by phone or e-mail, accepted by link or from the invitee's cabinet. */
export function createInvitationsService(deps: {
  db: Db;
  messenger: Messenger;
  roles: RolesService;
  publicUrl: string;
  /** a company's tariff limits its staff: an open invitation holds a place until it is answered */
  limits: LimitGuard;
}) {
  const { db, messenger, publicUrl } = deps;

  async function describe(rows: InvitationRow[]): Promise<Invitation[]> {
    if (rows.length === 0) return [];
    const companyIds = [
      ...new Set(rows.flatMap((row) => [row.companyId, row.targetCompanyId ?? row.companyId])),
    ];
    const companyRows = await db.select().from(companies).where(inArray(companies.id, companyIds));
    const byId = new Map(companyRows.map((company) => [company.id, company]));
    const roleIds = [...new Set(rows.flatMap((row) => row.roleIds))];
    const roleRows = roleIds.length
      ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds))
      : [];
    const roleNames = new Map(roleRows.map((role) => [role.id, role.name]));
    return rows.map((row) => {
      const company = byId.get(row.companyId)!;
      const target = row.targetCompanyId ? byId.get(row.targetCompanyId) : undefined;
      return {
        id: row.id,
        kind: row.kind,
        company: { id: company.id, name: company.name, logo: mediaUrl(company.logo) },
        phone: row.phone ? formatPhone(row.phone) : null,
        email: row.email,
        target_company: target ? { id: target.id, name: target.name } : null,
        roles: row.roleIds.filter((id) => roleNames.has(id)).map((id) => ({ id, name: roleNames.get(id)! })),
        status: row.status,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      };
    });
  }

  /** Open employee invitations addressed to the account's confirmed phone or e-mail. */
  async function openFor(accountId: number): Promise<InvitationRow[]> {
    const account = await findAccountById(db, accountId);
    if (!account) return [];
    const addressed: SQL[] = [];
    if (account.phone && account.isPhoneVerified) addressed.push(eq(companyInvitations.phone, account.phone));
    if (account.email && account.isEmailVerified) addressed.push(eq(companyInvitations.email, account.email));
    if (addressed.length === 0) return [];
    return db
      .select()
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.kind, 'employee'),
          eq(companyInvitations.status, 'pending'),
          gt(companyInvitations.expiresAt, new Date()),
          or(...addressed),
        ),
      )
      .orderBy(desc(companyInvitations.id));
  }

  async function findOpen(where: SQL): Promise<InvitationRow> {
    const [row] = await db
      .select()
      .from(companyInvitations)
      .where(
        and(
          where,
          eq(companyInvitations.kind, 'employee'),
          eq(companyInvitations.status, 'pending'),
          gt(companyInvitations.expiresAt, new Date()),
        ),
      );
    if (!row) throw conflict(STAFF_MSG.invitationGone);
    return row;
  }

  return {
    async list(companyId: number): Promise<{ results: Invitation[]; count: number }> {
      const rows = await db
        .select()
        .from(companyInvitations)
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            eq(companyInvitations.kind, 'employee'),
            eq(companyInvitations.status, 'pending'),
          ),
        )
        .orderBy(desc(companyInvitations.id));
      const results = await describe(rows);
      return { results, count: results.length };
    },

    async invite(
      companyId: number,
      accountId: number,
      input: { phone?: string; email?: string; role_ids: number[] },
      address?: string,
    ): Promise<Invitation> {
      await deps.roles.assertOwnRoles(companyId, input.role_ids);
      const phone = input.phone ? normalizePhone(input.phone) : null;
      const email = !phone && input.email ? normalizeEmail(input.email) : null;
      const inviter = await findAccountById(db, accountId);
      if (phone ? inviter?.phone === phone : inviter?.email === email) throw forbidden(STAFF_MSG.ownRoles);
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) throw notFound();
      const already = await db
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(accounts, eq(accounts.id, memberships.accountId))
        .where(
          and(
            eq(memberships.companyId, companyId),
            phone ? eq(accounts.phone, phone) : eq(accounts.email, email!),
          ),
        );
      if (already.length) throw conflict(STAFF_MSG.alreadyEmployee);
      await claimInvitation(db, { companyId, recipient: (phone ?? email)!, address });
      const token = newOpaqueToken();
      const row = await db.transaction(async (tx) => {
        await assertMayAssign(tx, await grantorIn(tx, companyId, accountId), {
          added: input.role_ids,
          removed: [],
        });
        await tx
          .update(companyInvitations)
          .set({ status: 'revoked', respondedAt: new Date() })
          .where(
            and(
              eq(companyInvitations.companyId, companyId),
              eq(companyInvitations.status, 'pending'),
              phone ? eq(companyInvitations.phone, phone) : eq(companyInvitations.email, email!),
            ),
          );
        await deps.limits.claim(tx, { companyId }, 'employees');
        const [created] = await tx
          .insert(companyInvitations)
          .values({
            companyId,
            kind: 'employee',
            phone,
            email,
            roleIds: [...new Set(input.role_ids)],
            tokenHash: sha256(token),
            invitedBy: accountId,
            expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
          })
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Invitation',
          recordId: created.id,
          action: 'create',
          after: { phone, email, role_ids: created.roleIds },
        });
        return created;
      });
      const link = `${publicUrl}/app/dashboard?invite=${encodeURIComponent(token)}`;
      await messenger.send(phone ? { kind: 'phone', value: phone } : { kind: 'email', value: email! }, {
        subject: `Приглашение в компанию «${company.name}» — Светлая память`,
        text: `Компания «${company.name}» приглашает вас работать с ней на платформе «Светлая память». Принять приглашение: ${link} (ссылка действует ${INVITATION_TTL_DAYS} дней).`,
        secrets: [encodeURIComponent(token)],
      });
      return (await describe([row]))[0];
    },

    async revoke(companyId: number, accountId: number, id: number): Promise<void> {
      await revokeInvitation(db, 'employee', { companyId, accountId, id });
    },

    /** The invitations the account may answer: those addressed to it, plus the one its link carries. */
    async mine(accountId: number, token?: string): Promise<{ results: Invitation[]; count: number }> {
      const rows = await openFor(accountId);
      if (token) {
        const byToken = await findOpen(eq(companyInvitations.tokenHash, sha256(token))).catch(() => null);
        const account = byToken ? await findAccountById(db, accountId) : null;
        if (byToken && account && !addressedTo(account, byToken)) throw forbidden(INVITATION_NOT_YOURS);
        if (byToken && !rows.some((row) => row.id === byToken.id)) rows.unshift(byToken);
      }
      const results = await describe(rows);
      return { results, count: results.length };
    },

    /**
     * Accepting makes the account an employee with the invited roles and switches it to that company;
     * an ordinary user becomes an employee (their family pages stay theirs, in user mode).
     */
    async respond(
      accountId: number,
      input: { token?: string; invitation_id?: number; accept: boolean },
    ): Promise<{ companyId: number; accepted: boolean }> {
      let invitation: InvitationRow;
      if (input.token) {
        invitation = await findOpen(eq(companyInvitations.tokenHash, sha256(input.token)));
      } else {
        const open = await openFor(accountId);
        const found = open.find((row) => row.id === input.invitation_id);
        if (!found) throw notFound();
        invitation = found;
      }
      const account = await findAccountById(db, accountId);
      if (!account) throw notFound();
      // a link may be forwarded or overheard: only the invited phone's or e-mail's account answers
      if (!addressedTo(account, invitation)) throw forbidden(INVITATION_NOT_YOURS);
      // the inviter may since have taken the invited address: their own invitation must not add to their roles
      if (input.accept && invitation.invitedBy === accountId) throw forbidden(STAFF_MSG.ownRoles);
      if (input.accept && (account.userType === 2 || account.userType === 4)) {
        throw conflict(STAFF_MSG.ownerCannotJoin);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(companyInvitations)
          .set({ status: input.accept ? 'accepted' : 'declined', respondedAt: new Date() })
          .where(eq(companyInvitations.id, invitation.id));
        if (!input.accept) return;
        const [existing] = await tx
          .select()
          .from(memberships)
          .where(and(eq(memberships.accountId, accountId), eq(memberships.companyId, invitation.companyId)));
        const membership =
          existing ??
          (
            await tx.insert(memberships).values({ accountId, companyId: invitation.companyId }).returning()
          )[0];
        const stillThere = invitation.roleIds.length
          ? await tx
              .select({ id: roles.id })
              .from(roles)
              .where(and(eq(roles.companyId, invitation.companyId), inArray(roles.id, invitation.roleIds)))
          : [];
        if (stillThere.length) {
          await tx
            .insert(membershipRoles)
            .values(stillThere.map((role) => ({ membershipId: membership.id, roleId: role.id })))
            .onConflictDoNothing();
        }
        await tx
          .update(accounts)
          .set({
            userType: account.userType === 1 ? 3 : account.userType,
            currentCompanyId: invitation.companyId,
          })
          .where(eq(accounts.id, accountId));
        await recordAudit(tx, {
          companyId: invitation.companyId,
          accountId,
          model: 'Employee',
          recordId: membership.id,
          action: 'create',
          after: {
            account_id: accountId,
            role_ids: stillThere.map((role) => role.id),
            invitation_id: invitation.id,
          },
        });
      });
      return { companyId: invitation.companyId, accepted: input.accept };
    },
  };
}
