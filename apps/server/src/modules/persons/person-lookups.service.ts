import { personFullName } from '@sp/shared/api/persons';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { nameMatches, plainName } from './persons.service';
import { type PersonRow, persons } from './persons.table';

export type { PersonRow } from './persons.table';

/**
 * What other modules (deals' documents, tasks) read of persons they point to by id: the rows, the names, and a
 * condition on a person-id column of their own query. Plain queries over the caller's `db` (or transaction).
 */

/** The persons (by id) in one query. */
export async function personsByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, PersonRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(persons).where(inArray(persons.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** «Фамилия Имя Отчество» of the persons (by id) in one query; a person that is gone has none. */
export async function personNamesOf(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: persons.id,
      last_name: persons.lastName,
      first_name: persons.firstName,
      patronymic: persons.patronymic,
    })
    .from(persons)
    .where(inArray(persons.id, wanted));
  return new Map(rows.map((row) => [row.id, personFullName(row)]));
}

/**
 * The person `personId` names matches a LIKE pattern (its words written as plainName writes them) by name, or
 * the ILIKE pattern by burial place.
 */
export function personMatchesText(personId: PgColumn, pattern: string): SQL {
  return sql`exists (select 1 from ${persons} where ${persons.id} = ${personId} and (${persons.searchName} like ${plainName(pattern)} or ${persons.burialPlace} ilike ${pattern}))`;
}

/**
 * A subquery of the ids of persons whose name has every word of `name` (nameMatches) and whose stored death date
 * lies within [diedFrom, diedTo] (ISO days, each optional); undefined when nothing narrows (every person): the
 * deals' search and register of the deceased.
 */
export function personIdsMatching(db: Db, filter: { name?: string; diedFrom?: string; diedTo?: string }) {
  const where = and(
    filter.name ? nameMatches(filter.name) : undefined,
    filter.diedFrom ? sql`${persons.deathDate} >= ${filter.diedFrom}::date` : undefined,
    filter.diedTo ? sql`${persons.deathDate} <= ${filter.diedTo}::date` : undefined,
  );
  if (!where) return undefined;
  return db.select({ id: persons.id }).from(persons).where(where);
}
