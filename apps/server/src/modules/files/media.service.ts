import { FILES_MSG, type MediaFile, type MediaListQuery, type MediaUsage } from '@sp/shared/api/files';
import { personFullName } from '@sp/shared/api/persons';
import { fileTooLargeMessage } from '@sp/shared/validation/messages';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { type Owner, ownedBy, ownerValues } from '../../platform/owner';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrl, newStorageKey, type Storage } from '../../platform/storage';
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

/** Public addresses of a stored file and its thumbnail. */
export function mediaUrls(row: Pick<MediaRow, 'key' | 'thumbnailKey'>): {
  url: string;
  thumbnail: string | null;
} {
  return { url: mediaUrl(row.key), thumbnail: mediaUrl(row.thumbnailKey) };
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

  function describe(row: MediaRow, usages: MediaUsage[]): MediaFile {
    return {
      id: row.id,
      kind: row.kind as MediaFile['kind'],
      mime_type: row.mimeType,
      size: row.size,
      name: row.originalName,
      ...mediaUrls(row),
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
      const usages = await usagesOf(rows.map((row) => row.id));
      return { results: rows.map((row) => describe(row, usages.get(row.id) ?? [])), count: Number(count) };
    },

    async get(owner: Owner, id: number): Promise<MediaFile> {
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.id, id), ownedBy(media, owner)));
      if (!row) throw notFound();
      const usages = await usagesOf([id]);
      return describe(row, usages.get(id) ?? []);
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
