import {
  ADMIN_PROFILE_MSG,
  type AdminBilling,
  type AdminProfile,
  type AdminProfileCompany,
  type AdminProfileDetail,
  type AdminProfilesQuery,
  adminProfilesQuerySchema,
  type BlockBody,
  blockBodySchema,
} from '@sp/shared/api/admin-profiles';
import type { List } from '@sp/shared/api/common';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { kopecksToRubles } from '@sp/shared/format/money';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { formatPhone, type LoginIdentifier } from '@sp/shared/validation/patterns';
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { conflict, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage, type Page } from '../../platform/paging';
import { escapeLike, searchWords } from '../../platform/sql-text';
import { accounts } from '../accounts/accounts.table';
import type { AuthService } from '../auth/auth.service';
import type { Sessions } from '../auth/auth-sessions.service';
import { sessionsOfAccount } from '../auth/session-lookups.service';
import { companies, membershipRoles, memberships, roles } from '../companies/companies.table';
import { billingHolder } from '../payments/billing-scope';
import type { Ledger } from '../payments/ledger.service';
import type { PurchasesService } from '../tariffs/purchases.service';

/** The journal's name of an account's records. */
export const ACCOUNT_MODEL = 'Account';

/** What the console reads of an account: never its password hash. */
const accountColumns = {
  id: accounts.id,
  userType: accounts.userType,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  phone: accounts.phone,
  isEmailVerified: accounts.isEmailVerified,
  isPhoneVerified: accounts.isPhoneVerified,
  isActive: accounts.isActive,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};
const currentCompany = { id: companies.id, name: companies.name, type: companies.type };

type AccountColumns = { [K in keyof typeof accountColumns]: (typeof accounts.$inferSelect)[K] };
type CompanyRef = AdminProfile['company'];

function describe(account: AccountColumns, company: CompanyRef | null): AdminProfile {
  return {
    id: account.id,
    user_type: account.userType as AdminProfile['user_type'],
    first_name: account.firstName,
    last_name: account.lastName,
    name: accountDisplayName(account),
    email: account.email,
    phone: account.phone,
    is_email_verified: account.isEmailVerified,
    is_phone_verified: account.isPhoneVerified,
    is_active: account.isActive,
    created_at: account.createdAt.toISOString(),
    company: company?.id ? company : null,
  };
}

/**
 * The search of the list: digits (with the phone's signs) find the phone, a leading 8 read as 7 as the platform
 * stores it; words find the name and e-mail, each word somewhere. Administrators search seldom: a scan of the
 * accounts is cheap enough, no index is kept for it.
 */
function searchCondition(text: string): SQL | undefined {
  const digits = text.replace(/\D/g, '');
  if (/^[\d\s()+-]+$/.test(text) && digits.length >= 3) {
    const variants = digits.startsWith('8') ? [digits, `7${digits.slice(1)}`] : [digits];
    return or(...variants.map((variant) => like(accounts.phone, `%${variant}%`)));
  }
  const words = searchWords(text);
  if (!words.length) return undefined;
  const haystack = sql`replace(lower(${accounts.firstName} || ' ' || ${accounts.lastName} || ' ' || coalesce(${accounts.email}, '') || ' ' || coalesce(${accounts.phone}, '')), 'ё', 'е')`;
  return and(...words.map((word) => sql`${haystack} like ${`%${escapeLike(word)}%`}`));
}

/** Where the reset code goes: a confirmed phone, a confirmed e-mail, else whichever the account has. */
export function resetContactOf(account: {
  phone: string | null;
  email: string | null;
  isPhoneVerified: boolean;
  isEmailVerified: boolean;
}): LoginIdentifier | null {
  if (account.phone && account.isPhoneVerified) return { kind: 'phone', value: account.phone };
  if (account.email && account.isEmailVerified) return { kind: 'email', value: account.email };
  if (account.phone) return { kind: 'phone', value: account.phone };
  if (account.email) return { kind: 'email', value: account.email };
  return null;
}

/**
 * The administrator's accounts console (issue 16 §1): the list and one account with its companies, sessions,
 * tariff and balance; block (the account's sessions end in the same commit, its access tokens stop at once and
 * its refresh tokens are refused) and unblock; a password reset sends the owner a restore code. Every action is
 * journalled naming the administrator, under no company (company_id null: no company's journal reads it).
 */
export function createAdminProfilesService(deps: {
  db: Db;
  sessions: Sessions;
  auth: Pick<AuthService, 'sendResetCode'>;
  purchases: Pick<PurchasesService, 'current'>;
  ledger: Pick<Ledger, 'balance'>;
}) {
  const { db, sessions } = deps;

  async function accountOf(id: number): Promise<AccountColumns> {
    const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function billingOf(holder: Owner): Promise<AdminBilling> {
    const [current, balance] = await Promise.all([
      deps.purchases.current(holder),
      deps.ledger.balance(holder),
    ]);
    return {
      tariff: current.tariff
        ? { id: current.tariff.id, name: current.tariff.name, is_free: current.tariff.is_free }
        : null,
      ends_at: current.ends_at,
      balance: kopecksToRubles(balance),
    };
  }

  async function companiesOf(accountId: number): Promise<AdminProfileCompany[]> {
    const parents = alias(companies, 'parent_companies');
    const rows = await db
      .select({
        membershipId: memberships.id,
        isOwner: memberships.isOwner,
        joinedAt: memberships.createdAt,
        company: currentCompany,
        parent: { id: parents.id, name: parents.name },
      })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .leftJoin(parents, eq(parents.id, companies.parentId))
      .where(eq(memberships.accountId, accountId))
      .orderBy(asc(memberships.createdAt), asc(memberships.id));
    const staffIds = rows.filter((row) => !row.isOwner).map((row) => row.membershipId);
    const granted = staffIds.length
      ? await db
          .select({ membershipId: membershipRoles.membershipId, id: roles.id, name: roles.name })
          .from(membershipRoles)
          .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
          .where(inArray(membershipRoles.membershipId, staffIds))
          .orderBy(asc(roles.name), asc(roles.id))
      : [];
    return Promise.all(
      rows.map(async (row) => ({
        ...row.company,
        parent: row.parent?.id ? row.parent : null,
        is_owner: row.isOwner,
        roles: granted
          .filter((grant) => grant.membershipId === row.membershipId)
          .map(({ id, name }) => ({ id, name })),
        joined_at: row.joinedAt.toISOString(),
        billing: row.isOwner ? await billingOf(await billingHolder(db, { companyId: row.company.id })) : null,
      })),
    );
  }

  async function detail(id: number): Promise<AdminProfileDetail> {
    const account = await accountOf(id);
    const [company] = await db
      .select(currentCompany)
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.currentCompanyId))
      .where(eq(accounts.id, id));
    const [companyList, billing] = await Promise.all([
      companiesOf(id),
      account.userType === USER_TYPE.admin ? null : billingOf({ accountId: id }),
    ]);
    return {
      ...describe(account, company ?? null),
      updated_at: account.updatedAt.toISOString(),
      companies: companyList,
      billing,
    };
  }

  /** Sets is_active and journals the change; a block ends every session of the account in the same commit. */
  async function setActive(adminId: number, id: number, active: boolean, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ isActive: accounts.isActive })
        .from(accounts)
        .where(eq(accounts.id, id))
        .for('update');
      if (!before) throw notFound();
      if (before.isActive !== active) {
        await tx.update(accounts).set({ isActive: active, updatedAt: new Date() }).where(eq(accounts.id, id));
        await recordAudit(tx, {
          companyId: null,
          accountId: adminId,
          model: ACCOUNT_MODEL,
          recordId: id,
          action: 'update',
          before: { is_active: before.isActive },
          after: { is_active: active, ...(reason ? { reason } : {}) },
        });
      }
      if (!active) await sessions.revokeAll(id, undefined, tx);
    });
  }

  return {
    async list(raw: AdminProfilesQuery): Promise<List<AdminProfile>> {
      const query = adminProfilesQuerySchema.parse(raw);
      const where = and(
        query.query ? searchCondition(query.query) : undefined,
        query.user_type ? eq(accounts.userType, query.user_type) : undefined,
        query.status ? eq(accounts.isActive, query.status === 'active') : undefined,
      );
      return listPage(
        db.select(COUNT).from(accounts).where(where),
        db
          .select({ account: accountColumns, company: currentCompany })
          .from(accounts)
          .leftJoin(companies, eq(companies.id, accounts.currentCompanyId))
          .where(where)
          .orderBy(desc(accounts.createdAt), desc(accounts.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) => rows.map((row) => describe(row.account, row.company)),
      );
    },

    detail,

    async sessions(id: number, page: Page) {
      await accountOf(id);
      return sessionsOfAccount(db, id, page);
    },

    /** Nobody blocks their own account or an administrator's (409). */
    async block(adminId: number, id: number, raw: BlockBody): Promise<AdminProfileDetail> {
      const body = blockBodySchema.parse(raw);
      const account = await accountOf(id);
      if (id === adminId) throw conflict(ADMIN_PROFILE_MSG.selfBlock);
      if (account.userType === USER_TYPE.admin) throw conflict(ADMIN_PROFILE_MSG.adminBlock);
      await setActive(adminId, id, false, body.reason);
      return detail(id);
    },

    async unblock(adminId: number, id: number): Promise<AdminProfileDetail> {
      await accountOf(id);
      await setActive(adminId, id, true, '');
      return detail(id);
    },

    /**
     * Sends the account's owner a code to set a new password (the auth module's restore code), journalled with
     * where it went; neither the code nor a password passes through the administrator. A blocked account could
     * not use it (409), nor one without a phone or e-mail.
     */
    async resetPassword(adminId: number, id: number): Promise<{ detail: string }> {
      const account = await accountOf(id);
      if (!account.isActive) throw conflict(ADMIN_PROFILE_MSG.blockedReset);
      const contact = resetContactOf(account);
      if (!contact) throw conflict(ADMIN_PROFILE_MSG.noContact);
      await deps.auth.sendResetCode(contact);
      const where =
        contact.kind === 'phone' ? `телефон ${formatPhone(contact.value)}` : `e-mail ${contact.value}`;
      await recordAudit(db, {
        companyId: null,
        accountId: adminId,
        model: ACCOUNT_MODEL,
        recordId: id,
        action: 'update',
        before: { password_reset_sent_to: null },
        after: { password_reset_sent_to: where },
      });
      return { detail: ADMIN_PROFILE_MSG.resetSent(where) };
    },
  };
}

export type AdminProfilesService = ReturnType<typeof createAdminProfilesService>;
