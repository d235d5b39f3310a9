import type { TimelineEntry } from '@sp/shared/api/orders';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../accounts/accounts.table';
import { customDocuments } from './documents.table';

/**
 * What other modules read of the documents without loading them: the documents made for a deal, as entries of
 * its timeline (given to the orders module in services.ts). A plain query over the caller's `db`.
 */
export async function dealDocumentActivity(
  db: Db,
  companyId: number,
  orderId: number,
): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      id: customDocuments.id,
      name: customDocuments.name,
      format: customDocuments.format,
      createdBy: customDocuments.createdBy,
      createdAt: customDocuments.createdAt,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      phone: accounts.phone,
    })
    .from(customDocuments)
    .leftJoin(accounts, eq(accounts.id, customDocuments.createdBy))
    .where(and(eq(customDocuments.companyId, companyId), eq(customDocuments.orderId, orderId)));
  return rows.map((row) => ({
    key: `document-${row.id}`,
    kind: 'document',
    at: row.createdAt.toISOString(),
    author: row.createdBy === null ? null : { id: row.createdBy, name: accountDisplayName(row) },
    document_id: row.id,
    name: row.name,
    format: row.format,
  }));
}
