import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type Owner, ownerScope } from '../../platform/owner';
import { companies } from '../companies/companies.table';

/**
 * Who holds a tariff and a balance: a family's account, or a company's main company (its branches share the
 * main company's tariff, limits and balance: one bill per business).
 */
export async function billingHolder(db: Db, owner: Owner): Promise<Owner> {
  if (owner.companyId === undefined) return owner;
  const [row] = await db
    .select({ parentId: companies.parentId })
    .from(companies)
    .where(eq(companies.id, owner.companyId));
  return { companyId: row?.parentId ?? owner.companyId };
}

/**
 * The balance and tariff a request works with: the caller's own account, or the main company of the company it
 * acts for (its branches share one). Staff need the tariffs module: read-only to read, read-write to spend.
 */
export async function billingScope(request: FastifyRequest, db: Db, level: 2 | 3) {
  const { owner, auth } = ownerScope(request, 'tariffs', level);
  return { holder: await billingHolder(db, owner), auth };
}
