import { and, asc, eq, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RingValue } from '../../platform/geometry';
import { burials, cemeteries, cemeteryAreas, graves } from './cemeteries.table';

/**
 * A cemetery's register as an import of it reads and writes it in bulk (modules/person-imports): its areas, its
 * graves by number with the places taken, read once; new graves and burials written a batch at a time in the
 * caller's transaction, under the rules of a burial here (burials.service.ts): a place holds one, a person is buried
 * once (the unique keys), a grave with a burial is «occupied». The cemetery's graves_count is kept by its trigger.
 */

export type CemeteryRegister = {
  id: number;
  name: string;
  municipalCompanyId: number | null;
  outline: RingValue | null;
  areas: { id: number; name: string }[];
  graves: { id: number; number: string; areaId: number | null; placesCount: number; taken: number[] }[];
};

/** The cemetery's register, or null when there is no such cemetery. */
export async function cemeteryRegister(db: Db, cemeteryId: number): Promise<CemeteryRegister | null> {
  const [cemetery] = await db
    .select({
      id: cemeteries.id,
      name: cemeteries.name,
      municipalCompanyId: cemeteries.municipalCompanyId,
      outline: cemeteries.outline,
    })
    .from(cemeteries)
    .where(eq(cemeteries.id, cemeteryId));
  if (!cemetery) return null;
  const [areas, rows, taken] = await Promise.all([
    db
      .select({ id: cemeteryAreas.id, name: cemeteryAreas.name })
      .from(cemeteryAreas)
      .where(eq(cemeteryAreas.cemeteryId, cemeteryId)),
    db
      .select({
        id: graves.id,
        number: graves.number,
        areaId: graves.areaId,
        placesCount: graves.placesCount,
      })
      .from(graves)
      .where(eq(graves.cemeteryId, cemeteryId)),
    db
      .select({ graveId: burials.graveId, position: burials.position })
      .from(burials)
      .innerJoin(graves, eq(graves.id, burials.graveId))
      .where(eq(graves.cemeteryId, cemeteryId)),
  ]);
  const positions = new Map<number, number[]>();
  for (const place of taken) {
    const list = positions.get(place.graveId) ?? [];
    list.push(place.position);
    positions.set(place.graveId, list);
  }
  return {
    ...cemetery,
    outline: cemetery.outline && cemetery.outline.length >= 3 ? cemetery.outline : null,
    areas,
    graves: rows
      .filter((row) => row.number.trim() !== '')
      .map((row) => ({ ...row, taken: positions.get(row.id) ?? [] })),
  };
}

export type RegisterGrave = {
  number: string;
  areaId: number | null;
  location: { lng: number; lat: number };
  placesCount: number;
};

/** New graves of the cemetery, confirmed (its governor's register) and «occupied»; answers their ids in order. */
export async function insertRegisterGraves(
  tx: Db,
  cemeteryId: number,
  rows: RegisterGrave[],
): Promise<number[]> {
  if (!rows.length) return [];
  const made = await tx
    .insert(graves)
    .values(
      rows.map((row) => ({
        cemeteryId,
        areaId: row.areaId,
        number: row.number,
        location: row.location,
        status: 'occupied',
        placesCount: row.placesCount,
        confirmed: true,
      })),
    )
    .returning({ id: graves.id });
  return made.map((row) => row.id);
}

/**
 * The graves locked for burials in the caller's transaction (in the order of their ids), with their numbers and the
 * places taken now: a burial made meanwhile by the cemetery's staff is waited for and seen, a later one waits.
 */
export async function lockedGravePlaces(
  tx: Db,
  graveIds: number[],
): Promise<Map<number, { number: string; taken: Set<number> }>> {
  const found = new Map<number, { number: string; taken: Set<number> }>();
  if (!graveIds.length) return found;
  const rows = await tx
    .select({ id: graves.id, number: graves.number })
    .from(graves)
    .where(inArray(graves.id, graveIds))
    .orderBy(asc(graves.id))
    .for('update');
  for (const row of rows) found.set(row.id, { number: row.number, taken: new Set() });
  const places = await tx
    .select({ graveId: burials.graveId, position: burials.position })
    .from(burials)
    .where(inArray(burials.graveId, graveIds));
  for (const place of places) found.get(place.graveId)?.taken.add(place.position);
  return found;
}

export type RegisterBurial = {
  graveId: number;
  position: number;
  personId: number;
  burialDate: string | null;
  burialPrecision: string | null;
};

/** Burials into the cemetery's graves; a grave that was free or reserved is «occupied» from now. */
export async function insertRegisterBurials(
  tx: Db,
  cemeteryId: number,
  rows: RegisterBurial[],
): Promise<void> {
  if (!rows.length) return;
  await tx.insert(burials).values(rows);
  const graveIds = [...new Set(rows.map((row) => row.graveId))];
  await tx
    .update(graves)
    .set({ status: 'occupied', updatedAt: new Date() })
    .where(
      and(eq(graves.cemeteryId, cemeteryId), inArray(graves.id, graveIds), ne(graves.status, 'occupied')),
    );
}

/** A grave the import made takes more places as later rows are buried in it (at most 20, the graves_places check). */
export async function setRegisterGravePlaces(tx: Db, graveId: number, placesCount: number): Promise<void> {
  await tx.update(graves).set({ placesCount, updatedAt: new Date() }).where(eq(graves.id, graveId));
}

/** A cemetery's name by its id, as a column of another module's query (null when it is gone). */
export const cemeteryNameOf = (cemeteryId: SQLWrapper) =>
  sql<string | null>`(select ${cemeteries.name} from ${cemeteries} where ${cemeteries.id} = ${cemeteryId})`;

/** SQL: the cemetery (its id column) is governed by the municipal organisation. */
export const cemeteryGovernedBy = (cemeteryId: SQLWrapper, companyId: number) =>
  sql<boolean>`exists (select 1 from ${cemeteries} where ${cemeteries.id} = ${cemeteryId} and ${cemeteries.municipalCompanyId} = ${companyId})`;
