import { personFullName } from '@sp/shared/api/persons';
import { and, asc, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonRow, persons } from './persons.table';

// What the administrator's persons directory (admin-persons) writes of persons: the clean-up of persons linked
// nowhere and the row an action on one person locks. The conditions come from the caller (what «bound» means is
// the directory's), the statements are this module's.

/**
 * Deletes those of the persons for which `unbound` (an SQL condition over the person's id column) holds, in the
 * caller's transaction; answers the rows deleted. A person bound meanwhile (put in a tree, on a deal) stays: the
 * persons are locked first (in the order of their ids), which waits for any transaction still linking one (its
 * reference holds a lock on the person) and makes any later one wait; the DELETE then checks the links in a
 * statement of its own, seeing what those committed. (Checked in a DELETE that waited, the links were read as
 * they were before the wait, and the person went with the new link.)
 */
export async function deletePersonsIf(
  tx: Db,
  ids: number[],
  unbound: (personId: SQLWrapper) => SQL,
): Promise<PersonRow[]> {
  if (!ids.length) return [];
  await tx
    .select({ id: persons.id })
    .from(persons)
    .where(inArray(persons.id, ids))
    .orderBy(asc(persons.id))
    .for('update');
  return tx
    .delete(persons)
    .where(and(inArray(persons.id, ids), unbound(persons.id)))
    .returning();
}

/**
 * The person locked for a change in the caller's transaction, with whether `bound` holds for it; null if none.
 * `bound` is asked after the lock, in a statement of its own: asked in the locking one, it would see the links as
 * they were when that statement began, before the change it waited for (another administrator's hand-over) was
 * committed.
 */
export async function lockPersonFor(
  tx: Db,
  id: number,
  bound: (personId: SQLWrapper) => SQL,
): Promise<{ row: PersonRow; bound: boolean } | null> {
  const [row] = await tx.select().from(persons).where(eq(persons.id, id)).for('update');
  if (!row) return null;
  const [linked] = await tx
    .select({ bound: bound(persons.id).mapWith(Boolean) })
    .from(persons)
    .where(eq(persons.id, id));
  return { row, bound: linked.bound };
}

/** What the journal keeps of a person the administrator deleted or moved. */
export const personJournalled = (row: PersonRow) => ({
  full_name: personFullName({
    last_name: row.lastName,
    first_name: row.firstName,
    patronymic: row.patronymic,
  }),
  birth_date: row.birthDate,
  death_date: row.deathDate,
  owner_account_id: row.ownerAccountId,
  owner_company_id: row.ownerCompanyId,
  avatar_media_id: row.avatarMediaId,
});
