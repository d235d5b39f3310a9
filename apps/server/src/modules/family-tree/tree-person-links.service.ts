import { count, countDistinct, eq, exists, inArray, type SQLWrapper } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { familyNodes } from './family-tree.table';

// What the administrator's persons directory (admin-persons) asks of the family trees: whether any tree holds a
// person, and how many trees hold each.

/** SQL: some account's tree holds the person (its id column): the person is bound. */
export const personInSomeTree = (personId: SQLWrapper) =>
  exists(
    new QueryBuilder()
      .select({ id: familyNodes.id })
      .from(familyNodes)
      .where(eq(familyNodes.personId, personId as PgColumn)),
  );

/** How many accounts' trees hold each of the persons (a person in none is left out). */
export async function treeCountsOf(db: Db, personIds: number[]): Promise<Map<number, number>> {
  if (!personIds.length) return new Map();
  const rows = await db
    .select({ personId: familyNodes.personId, trees: countDistinct(familyNodes.accountId), nodes: count() })
    .from(familyNodes)
    .where(inArray(familyNodes.personId, personIds))
    .groupBy(familyNodes.personId);
  return new Map(rows.map((row) => [row.personId, Number(row.trees)]));
}
