import {
  burialBodySchema,
  type burialsSearchQuerySchema,
  CEMETERY_MSG,
  type FoundBurial,
} from '@sp/shared/api/cemeteries';
import type { List } from '@sp/shared/api/common';
import { personFullName } from '@sp/shared/api/persons';
import { fromStoredDate, toStoredDate } from '@sp/shared/format/partial-date';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../platform/db-errors';
import { fieldError, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import { personOfPublicPage, publicPageIdOf } from '../memory-pages/memory-pages-read.service';
import {
  nameMatches,
  type PersonsService,
  personsView,
  personsViewColumns,
} from '../persons/persons.service';
import { gravePhotoOf, markerOf } from './cemeteries.service';
import { burials, cemeteries, graves } from './cemeteries.table';

/** A place of a grave as its card shows it: the position and who lies there, or nobody. */
export type PlaceView = {
  position: number;
  burial: {
    id: number;
    person_id: number;
    full_name: string;
    date_birth: string | null;
    date_death: string | null;
    burial_date: string | null;
    /** the person's public memory page, or null */
    memory_page_id: number | null;
  } | null;
};

/**
 * Burials (issue 15 §1): a Person in a place of a grave. Only the person's owner (the family, or the company of the
 * deal) puts them there: the person is theirs. A person is buried once and a place holds one (unique keys, so two
 * at once cannot both win); the grave is «occupied» from its first burial.
 */
export function createBurialsService(deps: { db: Db; persons: Pick<PersonsService, 'findOwned'> }) {
  const { db } = deps;

  async function placesOf(graveId: number, placesCount: number, publicOnly: boolean): Promise<PlaceView[]> {
    const rows = await db
      .select({
        burial: burials,
        person: personsViewColumns,
        page: publicPageIdOf(personsView.id),
      })
      .from(burials)
      .innerJoin(personsView, eq(personsView.id, burials.personId))
      // a living person is never shown to the public, whatever a record says
      .where(and(eq(burials.graveId, graveId), publicOnly ? isNotNull(personsView.deathDate) : undefined))
      .orderBy(asc(burials.position));
    const byPosition = new Map(rows.map((row) => [row.burial.position, row]));
    const last = Math.max(placesCount, ...rows.map((row) => row.burial.position));
    return Array.from({ length: last }, (_, index) => {
      const row = byPosition.get(index + 1);
      return {
        position: index + 1,
        burial: row
          ? {
              id: row.burial.id,
              person_id: row.person.id,
              full_name: personFullName({
                last_name: row.person.lastName,
                first_name: row.person.firstName,
                patronymic: row.person.patronymic,
              }),
              date_birth: fromStoredDate(row.person.birthDate, row.person.birthPrecision),
              date_death: fromStoredDate(row.person.deathDate, row.person.deathPrecision),
              burial_date: fromStoredDate(row.burial.burialDate, row.burial.burialPrecision),
              memory_page_id: row.page === null ? null : Number(row.page),
            }
          : null,
      };
    });
  }

  /** A burial of the owner's person (another's answers 404). */
  async function ownBurial(owner: Owner, burialId: number) {
    const [burial] = await db.select().from(burials).where(eq(burials.id, burialId));
    if (!burial) throw notFound();
    await deps.persons.findOwned(owner, burial.personId).catch(() => {
      throw notFound();
    });
    return burial;
  }

  return {
    /** POST /api/cemeteries/place-grave/: the owner's deceased person in a free place of a grave. */
    async bury(owner: Owner, raw: z.input<typeof burialBodySchema> & { grave_id: number }) {
      const body = burialBodySchema.parse(raw);
      const person = await deps.persons.findOwned(owner, body.person_id).catch(() => {
        throw fieldError('person_id', CEMETERY_MSG.notOwnPerson);
      });
      if (!person.deathDate) throw fieldError('person_id', CEMETERY_MSG.onlyDeceased);
      const [grave] = await db.select().from(graves).where(eq(graves.id, raw.grave_id));
      if (!grave) throw notFound();
      if (body.position > grave.placesCount) throw fieldError('position', CEMETERY_MSG.position);
      const stored = body.burial_date ? toStoredDate(body.burial_date) : null;
      try {
        await db.transaction(async (tx) => {
          await tx.insert(burials).values({
            graveId: grave.id,
            position: body.position,
            personId: person.id,
            burialDate: stored?.date ?? null,
            burialPrecision: stored?.precision ?? null,
          });
          await tx
            .update(graves)
            .set({ status: 'occupied', updatedAt: new Date() })
            .where(eq(graves.id, grave.id));
        });
      } catch (error) {
        if (isUniqueViolation(error, 'burials_place_unique'))
          throw fieldError('position', CEMETERY_MSG.placeTaken);
        if (isUniqueViolation(error, 'burials_person_unique'))
          throw fieldError('person_id', CEMETERY_MSG.personBuried);
        throw error;
      }
      return placesOf(grave.id, grave.placesCount, false);
    },

    /** PUT /api/cemeteries/parameters-place-grave/{id}/: the burial's date, by the person's owner. */
    async setBurialDate(owner: Owner, burialId: number, date: string) {
      const burial = await ownBurial(owner, burialId);
      const stored = date ? toStoredDate(date) : null;
      await db
        .update(burials)
        .set({ burialDate: stored?.date ?? null, burialPrecision: stored?.precision ?? null })
        .where(eq(burials.id, burialId));
      const [grave] = await db.select().from(graves).where(eq(graves.id, burial.graveId));
      return placesOf(grave.id, grave.placesCount, false);
    },

    /** DELETE /api/cemeteries/place-grave/{id}/: the person's owner takes them out; an empty grave is free again. */
    async unbury(owner: Owner, burialId: number): Promise<void> {
      const burial = await ownBurial(owner, burialId);
      await db.transaction(async (tx) => {
        await tx.delete(burials).where(eq(burials.id, burialId));
        const [left] = await tx
          .select({ id: burials.id })
          .from(burials)
          .where(eq(burials.graveId, burial.graveId))
          .limit(1);
        if (!left)
          await tx
            .update(graves)
            .set({ status: 'free', updatedAt: new Date() })
            .where(eq(graves.id, burial.graveId));
      });
    },

    /** The grave's places for its card (the owner's view: every burial). */
    async places(graveId: number): Promise<PlaceView[]> {
      const [grave] = await db.select().from(graves).where(eq(graves.id, graveId));
      if (!grave) throw notFound();
      return placesOf(grave.id, grave.placesCount, false);
    },

    /** The grave of a public memory page's person (the page's «Место захоронения»), or null. */
    async graveOfPublicPage(pageId: number): Promise<number | null> {
      const [row] = await db
        .select({ graveId: burials.graveId })
        .from(burials)
        .where(eq(burials.personId, personOfPublicPage(pageId)));
      return row?.graveId ?? null;
    },

    /** GET /api/cemeteries/public-burials/: the deceased buried here, by name, cemetery and year of death. */
    async search(query: z.output<typeof burialsSearchQuerySchema>): Promise<List<FoundBurial>> {
      const where = and(
        isNotNull(personsView.deathDate),
        query.query ? nameMatches(query.query, personsView.searchName) : undefined,
        query.cemetery_id ? eq(graves.cemeteryId, query.cemetery_id) : undefined,
        query.died
          ? sql`${personsView.deathDate} >= ${`${query.died}-01-01`}::date and ${personsView.deathDate} < ${`${query.died + 1}-01-01`}::date`
          : undefined,
      );
      return listPage(
        db
          .select(COUNT)
          .from(burials)
          .innerJoin(personsView, eq(personsView.id, burials.personId))
          .innerJoin(graves, eq(graves.id, burials.graveId))
          .where(where),
        db
          .select({
            burial: burials,
            person: personsViewColumns,
            grave: graves,
            cemetery: { id: cemeteries.id, name: cemeteries.name },
            page: publicPageIdOf(personsView.id),
          })
          .from(burials)
          .innerJoin(personsView, eq(personsView.id, burials.personId))
          .innerJoin(graves, eq(graves.id, burials.graveId))
          .innerJoin(cemeteries, eq(cemeteries.id, graves.cemeteryId))
          .where(where)
          .orderBy(asc(personsView.searchName), asc(burials.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) =>
          rows.map((row) => ({
            grave_id: row.grave.id,
            location: row.grave.location,
            cemetery: row.cemetery,
            number: row.grave.number,
            full_name: personFullName({
              last_name: row.person.lastName,
              first_name: row.person.firstName,
              patronymic: row.person.patronymic,
            }),
            date_birth: fromStoredDate(row.person.birthDate, row.person.birthPrecision),
            date_death: fromStoredDate(row.person.deathDate, row.person.deathPrecision),
            memory_page_id: row.page === null ? null : Number(row.page),
          })),
      );
    },

    /**
     * GET /api/cemeteries/public-place-grave/{id}/: what a guest may see: where the grave is, its photo, its
     * cemetery, the deceased buried there with their dates, and links to their public memory pages; never a living
     * person.
     */
    async publicCard(graveId: number) {
      const [row] = await db
        .select({
          grave: graves,
          cemetery: { id: cemeteries.id, name: cemeteries.name, address: cemeteries.address },
        })
        .from(graves)
        .innerJoin(cemeteries, eq(cemeteries.id, graves.cemeteryId))
        .where(eq(graves.id, graveId));
      if (!row) throw notFound();
      const places = await placesOf(row.grave.id, row.grave.placesCount, true);
      return {
        ...markerOf(row.grave),
        ...gravePhotoOf(row.grave),
        cemetery: row.cemetery,
        burials: places.flatMap((place) => {
          if (!place.burial) return [];
          const { id: _id, person_id: _person, ...shown } = place.burial;
          return [{ position: place.position, ...shown }];
        }),
      };
    },
  };
}

export type BurialsService = ReturnType<typeof createBurialsService>;

/** A grave as other modules name it: its number, cemetery, place on the map and governing organisation. */
export type GraveBrief = {
  id: number;
  number: string;
  cemetery: string;
  location: { lng: number; lat: number };
  municipalCompanyId: number | null;
};

async function briefWhere(db: Db, where: ReturnType<typeof eq>): Promise<GraveBrief | null> {
  const [row] = await db
    .select({
      id: graves.id,
      number: graves.number,
      location: graves.location,
      cemetery: cemeteries.name,
      municipalCompanyId: cemeteries.municipalCompanyId,
    })
    .from(graves)
    .innerJoin(cemeteries, eq(cemeteries.id, graves.cemeteryId))
    .where(where);
  return row ?? null;
}

export const graveBrief = (db: Db, graveId: number) => briefWhere(db, eq(graves.id, graveId));

/** The grave a person lies in, or null. */
export async function graveOfPerson(db: Db, personId: number): Promise<GraveBrief | null> {
  const [burial] = await db
    .select({ graveId: burials.graveId })
    .from(burials)
    .where(eq(burials.personId, personId));
  return burial ? graveBrief(db, burial.graveId) : null;
}

/** Who lies in a grave, by place, for a passport. */
export async function buriedIn(db: Db, graveId: number) {
  const rows = await db
    .select({ burial: burials, person: personsViewColumns })
    .from(burials)
    .innerJoin(personsView, eq(personsView.id, burials.personId))
    .where(eq(burials.graveId, graveId))
    .orderBy(asc(burials.position));
  return rows.map((row) => ({
    id: row.person.id,
    position: row.burial.position,
    full_name: personFullName({
      last_name: row.person.lastName,
      first_name: row.person.firstName,
      patronymic: row.person.patronymic,
    }),
    date_birth: fromStoredDate(row.person.birthDate, row.person.birthPrecision),
    date_death: fromStoredDate(row.person.deathDate, row.person.deathPrecision),
    burial_date: fromStoredDate(row.burial.burialDate, row.burial.burialPrecision),
  }));
}
