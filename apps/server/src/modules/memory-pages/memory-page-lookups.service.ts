import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memoryPages } from './memory-pages.table';

/**
 * What other modules (the deceased of deals) read of the memory pages of persons they point to by id. Plain
 * queries over the caller's `db` (or transaction).
 */

/** The memory page of each of the persons that has one (a person has one at most): person id → page id. */
export async function pageIdsOfPersons(
  db: Db,
  personIds: readonly (number | null)[],
): Promise<Map<number, number>> {
  const wanted = [...new Set(personIds.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: memoryPages.id, personId: memoryPages.personId })
    .from(memoryPages)
    .where(inArray(memoryPages.personId, wanted));
  return new Map(rows.map((row) => [row.personId, row.id]));
}

/** Whether the person has a public memory page: anyone may find the person through it. */
export async function hasPublicPage(db: Db, personId: number): Promise<boolean> {
  const [page] = await db
    .select({ id: memoryPages.id })
    .from(memoryPages)
    .where(and(eq(memoryPages.personId, personId), eq(memoryPages.visibility, 'public')));
  return page !== undefined;
}
