import { count, eq, exists, inArray, type SQLWrapper } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { passportRequests } from './passports.table';

// What the administrator's persons directory (admin-persons) asks of the burial passports: whether a passport's
// request names a person (the person buried, whom the passport is issued for), and how many do.

/** SQL: a passport request names the person (its id column): the person is bound. */
export const personOnSomePassport = (personId: SQLWrapper) =>
  exists(
    new QueryBuilder()
      .select({ id: passportRequests.id })
      .from(passportRequests)
      .where(eq(passportRequests.personId, personId as PgColumn)),
  );

/** How many passport requests name each of the persons (a person on none is left out). */
export async function passportCountsOfPersons(db: Db, personIds: number[]): Promise<Map<number, number>> {
  if (!personIds.length) return new Map();
  const rows = await db
    .select({ personId: passportRequests.personId, requests: count() })
    .from(passportRequests)
    .where(inArray(passportRequests.personId, personIds))
    .groupBy(passportRequests.personId);
  return new Map(rows.map((row) => [row.personId as number, Number(row.requests)]));
}
