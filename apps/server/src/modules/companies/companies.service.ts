import type { CompanySummary, Role } from '@sp/shared/api/auth';
import type { AvailableCompany, CompanyProfile } from '@sp/shared/api/profile';
import type { CompanyType } from '@sp/shared/permissions/company-types';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { COUNT, listPage } from '../../platform/paging';
import { unmarked } from '../../platform/rare-marks';
import { mediaUrl } from '../../platform/storage';
import type { AccountRow } from '../accounts/accounts.table';
import { type CompanyRow, companies, membershipRoles, memberships, roles } from './companies.table';

const ACTIVE = 'active_companies';
const activeCompanies = alias(companies, ACTIVE);

/**
 * The one condition of every public read of a company (issue 16): the company `companyId` is not blocked by an
 * administrator (a branch is blocked with its main company, on its own row). A key lookup of the company, under its
 * own name, so it holds in a query that joins `companies` too. Its public page, its catalogue in the search, its
 * reviews, the cart's and the urgent call's requests are gone while it is blocked.
 */
export function companyIsActive(companyId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${companies} as ${sql.identifier(ACTIVE)} where ${activeCompanies.id} = ${companyId} and ${unmarked(activeCompanies.blockedAt)})`;
}

export function toCompanySummary(company: CompanyRow): CompanySummary {
  return {
    id: company.id,
    name: company.name,
    logo: mediaUrl(company.logo),
    type_company: company.type,
    is_root: company.parentId === null,
    parent_id: company.parentId,
  };
}

export function toCompanyProfile(company: CompanyRow): CompanyProfile {
  return {
    ...toCompanySummary(company),
    inn: company.inn,
    phone: company.phone,
    email: company.email,
    address: company.address,
    description: company.description,
    created_at: company.createdAt.toISOString(),
  };
}

/** A new company with its owner's membership; journalled as the company's first record. */
export async function createCompany(
  tx: Db,
  input: { name: string; ownerAccountId: number; type?: CompanyType; parentId?: number | null },
): Promise<CompanyRow> {
  const [company] = await tx
    .insert(companies)
    .values({
      name: input.name,
      ownerAccountId: input.ownerAccountId,
      type: input.type ?? 'REGULAR',
      parentId: input.parentId ?? null,
    })
    .returning();
  await tx
    .insert(memberships)
    .values({ accountId: input.ownerAccountId, companyId: company.id, isOwner: true });
  await recordAudit(tx, {
    companyId: company.id,
    accountId: input.ownerAccountId,
    model: 'Company',
    recordId: company.id,
    action: 'create',
    after: { name: company.name, type: company.type, parent_id: company.parentId },
  });
  return company;
}

/** What a blocked company carries (issue 16): when, why and by whom; all null while it is not blocked. */
export type CompanyBlock = Pick<CompanyRow, 'blockedAt' | 'blockedReason' | 'blockedByAccountId'>;

/**
 * The main company's block, or null while it is not blocked, read under a share lock in the caller's transaction
 * that makes or joins one of its branches: blocking it (which locks its row for update and marks its branches in
 * the next statement) waits for that transaction, or that transaction waits for the block and sees it.
 */
export async function lockedMainBlock(tx: Db, mainId: number): Promise<CompanyBlock | null> {
  const [main] = await tx
    .select({
      blockedAt: companies.blockedAt,
      blockedReason: companies.blockedReason,
      blockedByAccountId: companies.blockedByAccountId,
    })
    .from(companies)
    .where(eq(companies.id, mainId))
    .for('share');
  return main?.blockedAt ? main : null;
}

export async function findCompany(db: Db, companyId: number): Promise<CompanyRow | null> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company ?? null;
}

export async function findMembership(db: Db, accountId: number, companyId: number) {
  const [membership] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.companyId, companyId)));
  return membership ?? null;
}

/** The roles an account holds in a company, in the session's shape. */
export async function rolesOf(db: Db, membershipId: number): Promise<Role[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, modules: roles.modules })
    .from(membershipRoles)
    .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
    .where(eq(membershipRoles.membershipId, membershipId))
    .orderBy(asc(roles.id));
  return rows;
}

/** The first company an account belongs to (its own first), used when it has no current one. */
export async function defaultCompanyId(db: Db, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.accountId, accountId))
    .orderBy(sql`${memberships.isOwner} desc`, asc(memberships.id))
    .limit(1);
  return row?.companyId ?? null;
}

/** The account's current company if it still belongs to it, else its first company, else none. */
export async function currentCompanyOf(db: Db, account: AccountRow): Promise<CompanyRow | null> {
  let companyId = account.currentCompanyId;
  if (companyId !== null && !(await findMembership(db, account.id, companyId))) companyId = null;
  companyId ??= await defaultCompanyId(db, account.id);
  return companyId === null ? null : findCompany(db, companyId);
}

/**
 * SPEC §7 available-companies: the companies the account may switch to, with their staff counts and whether an
 * administrator blocked them; the ones not blocked first, so a first page without another one not blocked means
 * the account has none (the blocked company's screen and the top bar read just that page).
 */
export async function availableCompanies(
  db: Db,
  accountId: number,
  page: { page: number; pageSize: number },
): Promise<{ results: AvailableCompany[]; count: number }> {
  const mine = db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.accountId, accountId));
  const rows = db
    .select({
      id: companies.id,
      logo: companies.logo,
      name: companies.name,
      parentId: companies.parentId,
      blockedAt: companies.blockedAt,
      // the outer column is qualified by hand: inside a raw subquery drizzle writes it as a bare "id",
      // which the subquery's own table would resolve
      connected: sql<number>`(select count(*)::int from ${memberships} m where m.company_id = ${companies}.${sql.identifier(companies.id.name)})`,
    })
    .from(companies)
    .where(inArray(companies.id, mine))
    .orderBy(
      sql`${companies.blockedAt} is not null`,
      sql`${companies.parentId} is not null`,
      asc(companies.name),
      asc(companies.id),
    )
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return listPage(db.select(COUNT).from(companies).where(inArray(companies.id, mine)), rows, (found) =>
    found.map((row) => ({
      id: row.id,
      logo: mediaUrl(row.logo),
      name: row.name,
      is_root: row.parentId === null,
      number_connected_profiles: Number(row.connected),
      is_blocked: row.blockedAt !== null,
    })),
  );
}
