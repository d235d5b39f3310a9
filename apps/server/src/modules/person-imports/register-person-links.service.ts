import { eq, exists, inArray, type SQLWrapper } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cemeteryNameOf } from '../cemeteries/cemetery-register.service';
import { personImportPersons, personImports } from './person-imports.table';

// What the administrator's persons directory (admin-persons) asks of the imports of registers: whether a person
// came from one (the cemetery's organisation's record, bound by its register), and from which.

/** SQL: an import of a register made the person (its id column): the person is bound. */
export const personFromRegister = (personId: SQLWrapper) =>
  exists(
    new QueryBuilder()
      .select({ id: personImportPersons.personId })
      .from(personImportPersons)
      .where(eq(personImportPersons.personId, personId as PgColumn)),
  );

export type PersonRegister = { importId: number; cemeteryId: number | null; cemetery: string | null };

/** The import each of the persons came from (a person not imported is left out). */
export async function registersOfPersons(db: Db, personIds: number[]): Promise<Map<number, PersonRegister>> {
  if (!personIds.length) return new Map();
  const rows = await db
    .select({
      personId: personImportPersons.personId,
      importId: personImports.id,
      cemeteryId: personImports.cemeteryId,
      cemetery: cemeteryNameOf(personImports.cemeteryId),
    })
    .from(personImportPersons)
    .innerJoin(personImports, eq(personImports.id, personImportPersons.importId))
    .where(inArray(personImportPersons.personId, personIds));
  return new Map(rows.map(({ personId, ...register }) => [personId, register]));
}
