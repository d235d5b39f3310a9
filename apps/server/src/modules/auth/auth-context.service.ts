import type { Profile } from '@sp/shared/api/auth';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { mediaUrl } from '../../platform/storage';
import { type AccountRow, accounts } from '../accounts/accounts.table';
import { currentCompanyOf, findMembership, rolesOf } from '../companies/companies.service';
import { type CompanyRow, companies, memberships } from '../companies/companies.table';

/**
 * Everything the access check needs about a caller, read fresh on every request: the account with its
 * current membership and company in one query (the roles in a second, for employees only).
 */
export async function loadAuthContext(
  db: Db,
  accountId: number,
  sessionId: string,
): Promise<AuthContext | null> {
  const [row] = await db
    .select({ account: accounts, membership: memberships, company: companies })
    .from(accounts)
    .leftJoin(
      memberships,
      and(eq(memberships.accountId, accounts.id), eq(memberships.companyId, accounts.currentCompanyId)),
    )
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(accounts.id, accountId));
  if (!row?.account.isActive) return null;
  const { account } = row;
  let company = row.company;
  let membership = row.membership;
  if (!company) {
    company = await currentCompanyOf(db, account);
    membership = company ? await findMembership(db, account.id, company.id) : null;
  }
  const roles = membership && !membership.isOwner ? await rolesOf(db, membership.id) : [];
  const userType = account.userType as AuthContext['userType'];
  return {
    accountId: account.id,
    sessionId,
    userType,
    companyId: company?.id ?? null,
    companyType: company?.type ?? null,
    roles,
    actor: { userType, companyType: company?.type ?? null, roles },
    profile: toProfile(account, company),
  };
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
