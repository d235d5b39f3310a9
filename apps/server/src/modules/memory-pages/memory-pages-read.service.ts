import { eq, exists, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { MediaShowing, MediaShowings } from '../files/media.service';
import { type PersonLinks, personsView } from '../persons/persons.service';
import { memoryPagePhotos, memoryPages } from './memory-pages.table';

// What the modules below memory pages learn of them, wired in services.ts (they import nothing of this module):
// persons ask for their pages, files ask where they are shown. Other modules' queries join memoryPagesView.

const query = new QueryBuilder();

/**
 * The pages as other modules' queries join them (the family tree's nodes): the memory pages module's read view,
 * so they never name its table. PostgreSQL merges it into their query (the plan of a join).
 */
export const memoryPagesView = query
  .select({ id: memoryPages.id, personId: memoryPages.personId, visibility: memoryPages.visibility })
  .from(memoryPages)
  .as('memory_pages');

/** What persons ask of their memory pages (see PersonLinks). */
export const personPages: Pick<PersonLinks, 'pagesOf' | 'hasPage' | 'pageMediaOf'> = {
  pagesOf: (db: Db, personIds: number[]) =>
    db
      .select({ id: memoryPages.id, personId: memoryPages.personId, visibility: memoryPages.visibility })
      .from(memoryPages)
      .where(inArray(memoryPages.personId, personIds)),

  hasPage: (personId: SQLWrapper) =>
    exists(
      query
        .select({ id: memoryPages.id })
        .from(memoryPages)
        .where(eq(memoryPages.personId, personId as PgColumn)),
    ),

  async pageMediaOf(tx: Db, personId: number) {
    const photos = await tx
      .select({ mediaId: memoryPagePhotos.mediaId })
      .from(memoryPagePhotos)
      .innerJoin(memoryPages, eq(memoryPages.id, memoryPagePhotos.pageId))
      .where(eq(memoryPages.personId, personId));
    return photos.map((photo) => photo.mediaId);
  },
};

/** Where stored files are shown (see MediaShowings): persons' portraits and pages' gallery photos. */
export const pageShowings: Pick<MediaShowings, 'of' | 'inUse'> = {
  async of(db: Db, ids: number[]): Promise<MediaShowing[]> {
    const page = {
      id: memoryPages.id,
      visibility: memoryPages.visibility,
      linkToken: memoryPages.linkToken,
      createdByCompanyId: memoryPages.createdByCompanyId,
      companyEditUntil: memoryPages.companyEditUntil,
    };
    const person = {
      id: personsView.id,
      deathDate: personsView.deathDate,
      lastName: personsView.lastName,
      firstName: personsView.firstName,
      patronymic: personsView.patronymic,
    };
    const [avatars, photos] = await Promise.all([
      db
        .select({ mediaId: personsView.avatarMediaId, person, page })
        .from(personsView)
        .leftJoin(memoryPages, eq(memoryPages.personId, personsView.id))
        .where(inArray(personsView.avatarMediaId, ids)),
      db
        .select({ mediaId: memoryPagePhotos.mediaId, person, page })
        .from(memoryPagePhotos)
        .innerJoin(memoryPages, eq(memoryPages.id, memoryPagePhotos.pageId))
        .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
        .where(inArray(memoryPagePhotos.mediaId, ids)),
    ]);
    return [
      ...avatars.map((row) => ({ ...row, mediaId: row.mediaId as number, kind: 'avatar' as const })),
      ...photos.map((row) => ({ ...row, kind: 'photo' as const })),
    ];
  },

  async inUse(tx: Db, ids: number[]): Promise<Set<number>> {
    const used = await tx
      .select({ id: personsView.avatarMediaId })
      .from(personsView)
      .where(inArray(personsView.avatarMediaId, ids))
      .union(
        tx
          .select({ id: memoryPagePhotos.mediaId })
          .from(memoryPagePhotos)
          .where(inArray(memoryPagePhotos.mediaId, ids)),
      );
    return new Set(used.map((row) => row.id as number));
  },
};

/** The id of a person's public memory page, or null: a column for another module's query (a grave's card). */
export const publicPageIdOf = (personId: SQLWrapper | PgColumn) =>
  sql<number | null>`(select ${memoryPages.id} from ${memoryPages}
    where ${memoryPages.personId} = ${personId} and ${memoryPages.visibility} = 'public')`;

/** The person of a public memory page (null for any other page): for another module's query. */
export const personOfPublicPage = (pageId: number) =>
  sql<number | null>`(select ${memoryPages.personId} from ${memoryPages}
    where ${memoryPages.id} = ${pageId} and ${memoryPages.visibility} = 'public')`;
