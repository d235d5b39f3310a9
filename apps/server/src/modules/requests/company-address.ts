import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Address } from '../../platform/channels/messenger';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';

/** Where a company hears of a new request: its e-mail, else its owner's, else a phone. */
export async function companyAddress(db: Db, companyId: number): Promise<Address | null> {
  const [row] = await db
    .select({ company: companies, ownerEmail: accounts.email, ownerPhone: accounts.phone })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
    .where(eq(companies.id, companyId));
  if (!row) return null;
  const email = row.company.email || row.ownerEmail;
  if (email) return { kind: 'email', value: email };
  const phone = row.company.phone || row.ownerPhone;
  return phone ? { kind: 'phone', value: phone } : null;
}
