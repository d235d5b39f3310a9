import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../modules/accounts/accounts.table';
import { companies } from '../modules/companies/companies.table';

/** The main (not branch) company of a demo owner, or null before seedDemo has written it. */
export async function demoCompanyOf(db: Db, ownerEmail: string) {
  const [row] = await db
    .select({ companyId: companies.id, owner: accounts.id })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
    .where(and(eq(accounts.email, ownerEmail), isNull(companies.parentId)));
  return row ?? null;
}

/** A demo account by its e-mail, or undefined before seedDemo has written it. */
export async function demoAccount(db: Db, email: string) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row;
}
