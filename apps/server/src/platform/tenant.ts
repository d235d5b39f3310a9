import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { notFound } from './errors';

/** A table of records that belong to one company (ARCHITECTURE rule 2). */
export type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/**
 * This company's row, or 404: a record of another company does not exist for the caller. `where` narrows it
 * further (a kind, not deleted…). Pass the transaction when the row is read inside one.
 */
export async function findOwned<T extends CompanyTable>(
  db: Db,
  table: T,
  companyId: number,
  id: number,
  where?: SQL,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId), where));
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}
