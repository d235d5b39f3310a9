import { timingSafeEqual } from 'node:crypto';
import { FILES_MSG, type MediaFile, type MediaListQuery, type MediaUsage } from '@sp/shared/api/files';
import { personFullName } from '@sp/shared/api/persons';
import { hasModuleLevel } from '@sp/shared/permissions/check';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { fileTooLargeMessage } from '@sp/shared/validation/messages';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { type Owner, ownedBy, ownerValues } from '../../platform/owner';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrlFor, newStorageKey, type Storage } from '../../platform/storage';
import { familyNodes } from '../family-tree/family-tree.table';
import { memoryPagePhotos, memoryPages } from '../memory-pages/memory-pages.table';
import { persons } from '../persons/persons.table';
import { type MediaRow, media } from './media.table';

/** An uploaded file as a route read it (platform/uploads). */
export type UploadedFile = { data: Buffer; filename: string };

export type ImageStoreOptions = {
  /** the form field the errors are reported on */
  field?: string;
  /** crop to a square (avatars) */
  square?: boolean;
  /** longest side of the stored image; 1600 by default, 512 for squares */
  maxSide?: number;
};

/** Files written to storage but not yet recorded; `discard` removes them when the recording fails. */
export type StoredFiles = Omit<typeof media.$inferInsert, 'ownerAccountId' | 'ownerCompanyId' | 'id'>;

const IMAGE_SIDE = 1600;
const AVATAR_SIDE = 512;
const THUMBNAIL_SIDE = 320;
const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Addresses of a stored file and its thumbnail: public while a public page shows it, private otherwise. */
export function mediaUrls(
  row: Pick<MediaRow, 'key' | 'thumbnailKey'>,
  isPublic: boolean,
): { url: string; thumbnail: string | null } {
  return { url: mediaUrlFor(row.key, isPublic), thumbnail: mediaUrlFor(row.thumbnailKey, isPublic) };
}

/** Who asks for a stored file: the signed-in caller (if any) and a «by link» page's token (X-Page-Token). */
export type MediaViewer = { auth: AuthContext | null; pageToken: string | null };

/** One place a file is shown: a person's portrait or a page's gallery photo, with the person and its page. */
type Showing = {
  mediaId: number;
  kind: 'avatar' | 'photo';
  person: { id: number; deathDate: string | null };
  page: {
    visibility: string;
    linkToken: string;
    createdByCompanyId: number | null;
    companyEditUntil: Date | null;
  } | null;
};

/** A public page of a deceased person shows it: anyone may have it, and caches may keep it. */
const isPublicShowing = (showing: Showing) =>
  showing.page?.visibility === 'public' && showing.person.deathDate !== null;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The name the owner uploaded it under, without a path and control characters, at most 200 characters. */
function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}

const SORTS = {
  created_at: media.createdAt,
  size: media.size,
  name: media.originalName,
} as const;

/**
 * Everything uploaded by an account or a company (SPEC §7 /api/user-files/): images re-encoded to WebP with a
 * thumbnail, PDF documents kept as they are once their bytes say PDF. Whatever shows a file points to its
 * media row, so removing the row removes it everywhere (avatars set to null, gallery photos deleted).
 */
export function createMediaService(deps: { db: Db; storage: Storage; maxUploadBytes: number }) {
  const { db, storage, maxUploadBytes } = deps;

  function checkSize(file: UploadedFile, field: string): void {
    if (file.data.length > maxUploadBytes) {
      throw new ApiError(413, {
        [field]: [fileTooLargeMessage(Math.round(maxUploadBytes / 1024 / 1024))],
      });
    }
  }

  /** Checks the bytes are a JPEG, PNG or WebP image, re-encodes it and writes it with a thumbnail. */
  async function saveImage(file: UploadedFile, options: ImageStoreOptions = {}): Promise<StoredFiles> {
    const field = options.field ?? 'file';
    checkSize(file, field);
    const maxSide = options.maxSide ?? (options.square ? AVATAR_SIDE : IMAGE_SIDE);
    const image = await processImage(file.data, { maxSide, square: options.square, field });
    const thumbnail = await processImage(image.data, { maxSide: THUMBNAIL_SIDE, field });
    const key = newStorageKey('media', image.extension);
    const thumbnailKey = newStorageKey('media', thumbnail.extension);
    await storage.put(key, image.data);
    await storage.put(thumbnailKey, thumbnail.data);
    return {
      key,
      thumbnailKey,
      kind: 'image',
      mimeType: 'image/webp',
      size: image.data.length,
      originalName: cleanName(file.filename),
    };
  }

  /** An image as an image; a PDF (by its bytes) as a document; anything else is refused. */
  async function saveAny(file: UploadedFile, field = 'file'): Promise<StoredFiles> {
    checkSize(file, field);
    const type = await fileTypeFromBuffer(file.data);
    if (type && IMAGE_MIMES.has(type.mime)) return saveImage(file, { field });
    if (type?.mime !== 'application/pdf') throw fieldError(field, FILES_MSG.fileFormat);
    const key = newStorageKey('documents', 'pdf');
    await storage.put(key, file.data);
    return {
      key,
      thumbnailKey: null,
      kind: 'document',
      mimeType: 'application/pdf',
      size: file.data.length,
      originalName: cleanName(file.filename),
    };
  }

  async function discard(files: Pick<StoredFiles, 'key' | 'thumbnailKey'>): Promise<void> {
    await storage.remove(files.key);
    if (files.thumbnailKey) await storage.remove(files.thumbnailKey);
  }

  /** Records saved files for the owner, inside the caller's transaction. */
  async function insert(tx: Db, owner: Owner, files: StoredFiles): Promise<MediaRow> {
    const [row] = await tx
      .insert(media)
      .values({ ...files, ...ownerValues(owner) })
      .returning();
    return row;
  }

  /** Runs `write` with freshly saved files; if it fails the files are removed from storage again. */
  async function withSaved<T>(files: StoredFiles, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await discard(files);
      throw error;
    }
  }

  /** Media rows whose ids are not shown anywhere any more (no avatar, no gallery photo). */
  async function unused(ids: number[], tx: Db = db): Promise<number[]> {
    if (!ids.length) return [];
    const used = await tx
      .select({ id: persons.avatarMediaId })
      .from(persons)
      .where(inArray(persons.avatarMediaId, ids))
      .union(
        tx
          .select({ id: memoryPagePhotos.mediaId })
          .from(memoryPagePhotos)
          .where(inArray(memoryPagePhotos.mediaId, ids)),
      );
    const usedIds = new Set(used.map((row) => row.id));
    return ids.filter((id) => !usedIds.has(id));
  }

  /** Deletes media rows in the caller's transaction; returns them so their files go after the commit. */
  async function deleteRows(tx: Db, ids: number[]): Promise<MediaRow[]> {
    if (!ids.length) return [];
    return tx.delete(media).where(inArray(media.id, ids)).returning();
  }

  async function usagesOf(ids: number[]): Promise<Map<number, MediaUsage[]>> {
    const usages = new Map<number, MediaUsage[]>();
    if (!ids.length) return usages;
    const add = (id: number, usage: MediaUsage) => usages.set(id, [...(usages.get(id) ?? []), usage]);
    const avatars = await db
      .select({
        mediaId: persons.avatarMediaId,
        personId: persons.id,
        lastName: persons.lastName,
        firstName: persons.firstName,
        patronymic: persons.patronymic,
        pageId: memoryPages.id,
      })
      .from(persons)
      .leftJoin(memoryPages, eq(memoryPages.personId, persons.id))
      .where(inArray(persons.avatarMediaId, ids));
    for (const row of avatars) {
      const name = personFullName({
        last_name: row.lastName,
        first_name: row.firstName,
        patronymic: row.patronymic,
      });
      add(row.mediaId as number, {
        kind: 'avatar',
        label: `Фото персоны: ${name}`,
        person_id: row.personId,
        memory_page_id: row.pageId,
      });
    }
    const photos = await db
      .select({
        mediaId: memoryPagePhotos.mediaId,
        pageId: memoryPages.id,
        personId: persons.id,
        lastName: persons.lastName,
        firstName: persons.firstName,
        patronymic: persons.patronymic,
      })
      .from(memoryPagePhotos)
      .innerJoin(memoryPages, eq(memoryPages.id, memoryPagePhotos.pageId))
      .innerJoin(persons, eq(persons.id, memoryPages.personId))
      .where(inArray(memoryPagePhotos.mediaId, ids));
    for (const row of photos) {
      const name = personFullName({
        last_name: row.lastName,
        first_name: row.firstName,
        patronymic: row.patronymic,
      });
      add(row.mediaId, {
        kind: 'memory_page_photo',
        label: `Фото на странице памяти: ${name}`,
        person_id: row.personId,
        memory_page_id: row.pageId,
      });
    }
    return usages;
  }

  /** Where each file is shown (portraits and gallery photos), with the person and the page behind it. */
  async function showingsOf(ids: number[]): Promise<Showing[]> {
    if (!ids.length) return [];
    const page = {
      visibility: memoryPages.visibility,
      linkToken: memoryPages.linkToken,
      createdByCompanyId: memoryPages.createdByCompanyId,
      companyEditUntil: memoryPages.companyEditUntil,
    };
    const person = { id: persons.id, deathDate: persons.deathDate };
    const [avatars, photos] = await Promise.all([
      db
        .select({ mediaId: persons.avatarMediaId, person, page })
        .from(persons)
        .leftJoin(memoryPages, eq(memoryPages.personId, persons.id))
        .where(inArray(persons.avatarMediaId, ids)),
      db
        .select({ mediaId: memoryPagePhotos.mediaId, person, page })
        .from(memoryPagePhotos)
        .innerJoin(memoryPages, eq(memoryPages.id, memoryPagePhotos.pageId))
        .innerJoin(persons, eq(persons.id, memoryPages.personId))
        .where(inArray(memoryPagePhotos.mediaId, ids)),
    ]);
    return [
      ...avatars.map((row) => ({ ...row, mediaId: row.mediaId as number, kind: 'avatar' as const })),
      ...photos.map((row) => ({ ...row, kind: 'photo' as const })),
    ];
  }

  /** The files among `ids` that a public page shows (their addresses are public). */
  async function publicIds(ids: number[]): Promise<Set<number>> {
    const showings = await showingsOf(ids);
    return new Set(showings.filter(isPublicShowing).map((showing) => showing.mediaId));
  }

  /**
   * Whether the viewer may have a file that no public page shows: its owner (an account, or the owning company's
   * staff with the persons or memory_pages module), the company that made the page within its 7 days, whoever
   * holds the token of the «by link» page showing it, and an account whose tree holds the deceased person whose
   * portrait it is (after a hand-over; a person with a page is seen only through the page).
   */
  async function mayView(row: MediaRow, showings: Showing[], viewer: MediaViewer): Promise<boolean> {
    const token = viewer.pageToken;
    if (
      token &&
      showings.some(
        (showing) =>
          showing.page?.visibility === 'link' &&
          showing.person.deathDate !== null &&
          sameToken(showing.page.linkToken, token),
      )
    ) {
      return true;
    }
    const auth = viewer.auth;
    if (!auth) return false;
    if (row.ownerAccountId !== null && row.ownerAccountId === auth.accountId) return true;
    const staff = auth.userType === USER_TYPE.company || auth.userType === USER_TYPE.manager;
    if (staff && auth.companyId !== null) {
      const pages = hasModuleLevel(auth.actor, 'memory_pages', 3);
      if (row.ownerCompanyId === auth.companyId && (pages || hasModuleLevel(auth.actor, 'persons', 3))) {
        return true;
      }
      const now = Date.now();
      if (
        pages &&
        showings.some(
          (showing) =>
            showing.page?.createdByCompanyId === auth.companyId &&
            showing.page.companyEditUntil !== null &&
            showing.page.companyEditUntil.getTime() > now,
        )
      ) {
        return true;
      }
    }
    const inTree = showings
      .filter((showing) => showing.kind === 'avatar' && showing.page === null && showing.person.deathDate)
      .map((showing) => showing.person.id);
    if (!inTree.length) return false;
    const [node] = await db
      .select({ id: familyNodes.id })
      .from(familyNodes)
      .where(and(eq(familyNodes.accountId, auth.accountId), inArray(familyNodes.personId, inTree)))
      .limit(1);
    return node !== undefined;
  }

  function describe(row: MediaRow, usages: MediaUsage[], isPublic = false): MediaFile {
    return {
      id: row.id,
      kind: row.kind as MediaFile['kind'],
      mime_type: row.mimeType,
      size: row.size,
      name: row.originalName,
      ...mediaUrls(row, isPublic),
      created_at: row.createdAt.toISOString(),
      used_in: usages,
    };
  }

  return {
    saveImage,
    saveAny,
    discard,
    insert,
    withSaved,
    unused,
    deleteRows,
    describe,

    /**
     * Who may have the stored file `key` (a file or its thumbnail): null when it is no uploaded file of a person or
     * a page (company logos, catalog photos…: public as before); else whether it is public, and whether the
     * viewer may have it.
     */
    async access(
      key: string,
      viewer: MediaViewer | null,
    ): Promise<{ isPublic: boolean; allowed: boolean } | null> {
      const [row] = await db
        .select()
        .from(media)
        .where(or(eq(media.key, key), eq(media.thumbnailKey, key)))
        .limit(1);
      if (!row) return null;
      const showings = await showingsOf([row.id]);
      if (showings.some(isPublicShowing)) return { isPublic: true, allowed: true };
      return { isPublic: false, allowed: viewer !== null && (await mayView(row, showings, viewer)) };
    },

    /** Content check, re-encoding, thumbnail and the media row, in one call (no surrounding transaction). */
    async storeImage(owner: Owner, file: UploadedFile, options: ImageStoreOptions = {}): Promise<MediaRow> {
      const files = await saveImage(file, options);
      return withSaved(files, () => insert(db, owner, files));
    },

    /** The same for /app/files: an image or a PDF document; `audit` runs in the insert's transaction. */
    async storeFile(
      owner: Owner,
      file: UploadedFile,
      field = 'file',
      audit?: (tx: Db, row: MediaRow) => Promise<void>,
    ): Promise<MediaRow> {
      const files = await saveAny(file, field);
      return withSaved(files, () =>
        db.transaction(async (tx) => {
          const row = await insert(tx, owner, files);
          await audit?.(tx, row);
          return row;
        }),
      );
    },

    /** The owner's media row, or 404. */
    async own(owner: Owner, id: number, tx: Db = db): Promise<MediaRow> {
      const [row] = await tx
        .select()
        .from(media)
        .where(and(eq(media.id, id), ownedBy(media, owner)));
      if (!row) throw notFound();
      return row;
    },

    async list(owner: Owner, query: MediaListQuery): Promise<{ results: MediaFile[]; count: number }> {
      const conditions: SQL[] = [ownedBy(media, owner)];
      if (query.kind) conditions.push(eq(media.kind, query.kind));
      if (query.name) conditions.push(ilike(media.originalName, `%${escapeLike(query.name)}%`));
      const where = and(...conditions);
      const sort = query.sort ?? '-created_at';
      const column = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS];
      const direction = sort.startsWith('-') ? desc : asc;
      const [rows, [{ count }]] = await Promise.all([
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(direction(column), direction(media.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ count: sql<number>`count(*)::int` }).from(media).where(where),
      ]);
      const ids = rows.map((row) => row.id);
      const [usages, open] = await Promise.all([usagesOf(ids), publicIds(ids)]);
      return {
        results: rows.map((row) => describe(row, usages.get(row.id) ?? [], open.has(row.id))),
        count: Number(count),
      };
    },

    async get(owner: Owner, id: number): Promise<MediaFile> {
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.id, id), ownedBy(media, owner)));
      if (!row) throw notFound();
      const [usages, open] = await Promise.all([usagesOf([id]), publicIds([id])]);
      return describe(row, usages.get(id) ?? [], open.has(id));
    },

    /**
     * Removes the owner's file everywhere it is shown (avatars become empty, gallery photos go), then its
     * stored bytes once the transaction has committed. `audit` runs inside the transaction.
     */
    async removeMedia(
      owner: Owner,
      id: number,
      audit?: (tx: Db, row: MediaRow) => Promise<void>,
    ): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(media)
          .where(and(eq(media.id, id), ownedBy(media, owner)))
          .returning();
        if (!deleted) throw notFound();
        await audit?.(tx, deleted);
        return deleted;
      });
      await discard(row);
    },

    /** Removes stored bytes of rows a caller deleted in its own, now committed, transaction. */
    async removeFiles(rows: Pick<MediaRow, 'key' | 'thumbnailKey'>[]): Promise<void> {
      for (const row of rows) await discard(row);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
