import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Messenger } from '../../platform/channels/messenger';
import { companies } from '../companies/companies.table';
import { companyOwnerAddress } from '../companies/owner-address.service';

/**
 * Tells a company's owner what an administrator decided (a dealer's application, a promo code request) by the
 * owner's address; a failure to send never undoes the decision, already committed.
 */
export async function tellCompanyOwner(
  deps: { db: Db; messenger?: Messenger },
  companyId: number,
  message: { subject: string; text: string },
): Promise<void> {
  if (!deps.messenger) return;
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  const address = company ? await companyOwnerAddress(deps.db, company) : null;
  if (!address) return;
  await deps.messenger.send(address, message).catch(() => undefined);
}
