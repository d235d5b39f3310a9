import { eq, exists, inArray, type SQLWrapper } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { burials, cemeteries, graves } from './cemeteries.table';

// What the administrator's persons directory (admin-persons) asks of the cemeteries: whether a person lies in a
// grave, and in which.

/** SQL: the person (its id column) lies in a grave: the person is bound. */
export const personBuried = (personId: SQLWrapper) =>
  exists(
    new QueryBuilder()
      .select({ id: burials.id })
      .from(burials)
      .where(eq(burials.personId, personId as PgColumn)),
  );

export type PersonBurial = { graveId: number; graveNumber: string; cemeteryId: number; cemetery: string };

/** The grave each of the persons lies in (one at most: a person is buried once). */
export async function burialsOfPersons(db: Db, personIds: number[]): Promise<Map<number, PersonBurial>> {
  if (!personIds.length) return new Map();
  const rows = await db
    .select({
      personId: burials.personId,
      graveId: graves.id,
      graveNumber: graves.number,
      cemeteryId: cemeteries.id,
      cemetery: cemeteries.name,
    })
    .from(burials)
    .innerJoin(graves, eq(graves.id, burials.graveId))
    .innerJoin(cemeteries, eq(cemeteries.id, graves.cemeteryId))
    .where(inArray(burials.personId, personIds));
  return new Map(rows.map(({ personId, ...burial }) => [personId, burial]));
}
