import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Address } from '../../platform/channels/messenger';
import { accounts } from '../accounts/accounts.table';
import type { CompanyRow } from './companies.table';

/**
 * Where a company's owner hears of what an administrator did to the company (a block, an offer hidden): their
 * confirmed e-mail, else their confirmed phone, else the company's e-mail or phone; null when none.
 */
export async function companyOwnerAddress(db: Db, company: CompanyRow): Promise<Address | null> {
  const [owner] = await db.select().from(accounts).where(eq(accounts.id, company.ownerAccountId));
  if (owner?.email && owner.isEmailVerified) return { kind: 'email', value: owner.email };
  if (owner?.phone && owner.isPhoneVerified) return { kind: 'phone', value: owner.phone };
  if (company.email) return { kind: 'email', value: company.email };
  return company.phone ? { kind: 'phone', value: company.phone } : null;
}
