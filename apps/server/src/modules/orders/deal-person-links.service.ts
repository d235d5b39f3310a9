import { count, eq, exists, inArray, type SQLWrapper } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orderDeceased } from './orders.table';

// What the administrator's persons directory (admin-persons) asks of the deals: whether a deal names a person
// among its deceased, and on how many deals each person is.

/** SQL: some deal names the person (its id column) among its deceased: the person is bound. */
export const personOnSomeDeal = (personId: SQLWrapper) =>
  exists(
    new QueryBuilder()
      .select({ orderId: orderDeceased.orderId })
      .from(orderDeceased)
      .where(eq(orderDeceased.personId, personId as PgColumn)),
  );

/** On how many deals each of the persons is (a person on none is left out). */
export async function dealCountsOfPersons(db: Db, personIds: number[]): Promise<Map<number, number>> {
  if (!personIds.length) return new Map();
  const rows = await db
    .select({ personId: orderDeceased.personId, deals: count() })
    .from(orderDeceased)
    .where(inArray(orderDeceased.personId, personIds))
    .groupBy(orderDeceased.personId);
  return new Map(rows.map((row) => [row.personId, Number(row.deals)]));
}
