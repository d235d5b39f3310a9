import { timingSafeEqual } from 'node:crypto';
import { FILES_MSG, type MediaFile, type MediaListQuery, type MediaUsage } from '@sp/shared/api/files';
import { personFullName } from '@sp/shared/api/persons';
import { hasModuleLevel } from '@sp/shared/permissions/check';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { fileTooLargeMessage } from '@sp/shared/validation/messages';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { type Owner, ownedBy, ownerValues } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrlFor, newStorageKey, type Storage } from '../../platform/storage';
import type { LimitGuard } from '../tariffs/limits.service';
import { type MediaRow, media } from './media.table';

export type { MediaRow };

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
export type MediaShowing = {
  mediaId: number;
  kind: 'avatar' | 'photo';
  person: { id: number; deathDate: string | null; lastName: string; firstName: string; patronymic: string };
  page: {
    id: number;
    visibility: string;
    linkToken: string;
    createdByCompanyId: number | null;
    companyEditUntil: Date | null;
  } | null;
};

/**
 * What the modules that show files (persons, memory pages, the family tree) answer about them, wired in
 * services.ts: the files module sits below them and imports none of them.
 */
export type MediaShowings = {
  /** every place the files are shown (portraits and gallery photos), with the person and the page behind it */
  of(db: Db, ids: number[]): Promise<MediaShowing[]>;
  /** the ids among `ids` that something still shows, read in the caller's transaction */
  inUse(tx: Db, ids: number[]): Promise<Set<number>>;
  /** whether the account's family tree holds one of the persons */
  inTreeOf(db: Db, accountId: number, personIds: number[]): Promise<boolean>;
};

/**
 * The stored files as other modules' queries join them (a portrait's or a gallery photo's addresses): the files
 * module's read view, so they never name its table. PostgreSQL merges it into their query (the plan of a join).
 */
export const mediaView = new QueryBuilder()
  .select({ id: media.id, key: media.key, thumbnailKey: media.thumbnailKey })
  .from(media)
  .as('media');

/** The same view with what a list of attached files shows: name, kind, size and type. */
export const attachedFileView = new QueryBuilder()
  .select({
    id: media.id,
    key: media.key,
    originalName: media.originalName,
    kind: media.kind,
    size: media.size,
    mimeType: media.mimeType,
  })
  .from(media)
  .as('attached_file');

/** A public page of a deceased person shows it: anyone may have it, and caches may keep it. */
const isPublicShowing = (showing: MediaShowing) =>
  showing.page?.visibility === 'public' && showing.person.deathDate !== null;

const personName = (person: MediaShowing['person']) =>
  personFullName({ last_name: person.lastName, first_name: person.firstName, patronymic: person.patronymic });

/** What /app/files says of each file: where it is shown, portraits first. */
function usagesOf(showings: MediaShowing[]): Map<number, MediaUsage[]> {
  const usages = new Map<number, MediaUsage[]>();
  const add = (id: number, usage: MediaUsage) => usages.set(id, [...(usages.get(id) ?? []), usage]);
  for (const kind of ['avatar', 'photo'] as const) {
    for (const showing of showings.filter((candidate) => candidate.kind === kind)) {
      add(showing.mediaId, {
        kind: kind === 'avatar' ? 'avatar' : 'memory_page_photo',
        label: `${kind === 'avatar' ? 'Фото персоны' : 'Фото на странице памяти'}: ${personName(showing.person)}`,
        person_id: showing.person.id,
        memory_page_id: showing.page?.id ?? null,
      });
    }
  }
  return usages;
}

/** The account's own files (not a company's), oldest first: what its backup holds. */
export function accountMedia(db: Db, accountId: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.ownerAccountId, accountId), isNull(media.ownerCompanyId)))
    .orderBy(asc(media.id));
}

/** Deletes the account's own files in the caller's transaction; answers the rows whose stored files go after it. */
export function removeAccountMedia(tx: Db, accountId: number): Promise<MediaRow[]> {
  return tx
    .delete(media)
    .where(and(eq(media.ownerAccountId, accountId), isNull(media.ownerCompanyId)))
    .returning();
}

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
export function createMediaService(deps: {
  db: Db;
  storage: Storage;
  maxUploadBytes: number;
  showings: MediaShowings;
  /** a family's tariff limits the MB its files take */
  limits: LimitGuard;
}) {
  const { db, storage, maxUploadBytes, showings } = deps;

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
    const { fileTypeFromBuffer } = await import('file-type');
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
    await deps.limits.claim(tx, owner, 'storage_mb', files.size / (1024 * 1024));
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
    const used = await showings.inUse(tx, ids);
    return ids.filter((id) => !used.has(id));
  }

  /** Deletes media rows in the caller's transaction; returns them so their files go after the commit. */
  async function deleteRows(tx: Db, ids: number[]): Promise<MediaRow[]> {
    if (!ids.length) return [];
    return tx.delete(media).where(inArray(media.id, ids)).returning();
  }

  /** Where the files are shown, and which of them a public page shows (their addresses are public). */
  async function shownIn(ids: number[]): Promise<{ usages: Map<number, MediaUsage[]>; open: Set<number> }> {
    const found = ids.length ? await showings.of(db, ids) : [];
    return {
      usages: usagesOf(found),
      open: new Set(found.filter(isPublicShowing).map((showing) => showing.mediaId)),
    };
  }

  /**
   * Whether the viewer may have a file that no public page shows: its owner (an account, or the owning company's
   * staff with the persons or memory_pages module), the company that made the page within its 7 days, whoever
   * holds the token of the «by link» page showing it, and an account whose tree holds the deceased person whose
   * portrait it is (after a hand-over; a person with a page is seen only through the page).
   */
  async function mayView(row: MediaRow, shown: MediaShowing[], viewer: MediaViewer): Promise<boolean> {
    const token = viewer.pageToken;
    if (
      token &&
      shown.some(
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
    // a blocked company's files are not opened in its name (issue 16)
    if (staff && auth.companyId !== null && auth.companyBlockedReason === null) {
      const pages = hasModuleLevel(auth.actor, 'memory_pages', 3);
      if (row.ownerCompanyId === auth.companyId && (pages || hasModuleLevel(auth.actor, 'persons', 3))) {
        return true;
      }
      const now = Date.now();
      if (
        pages &&
        shown.some(
          (showing) =>
            showing.page?.createdByCompanyId === auth.companyId &&
            showing.page.companyEditUntil !== null &&
            showing.page.companyEditUntil.getTime() > now,
        )
      ) {
        return true;
      }
    }
    const inTree = shown
      .filter((showing) => showing.kind === 'avatar' && showing.page === null && showing.person.deathDate)
      .map((showing) => showing.person.id);
    return inTree.length > 0 && showings.inTreeOf(db, auth.accountId, inTree);
  }

  /** The owner's media row, or 404. */
  async function ownedRow(owner: Owner, id: number): Promise<MediaRow> {
    const [row] = await db
      .select()
      .from(media)
      .where(and(eq(media.id, id), ownedBy(media, owner)));
    if (!row) throw notFound();
    return row;
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
      const shown = await showings.of(db, [row.id]);
      if (shown.some(isPublicShowing)) return { isPublic: true, allowed: true };
      return { isPublic: false, allowed: viewer !== null && (await mayView(row, shown, viewer)) };
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

    async list(owner: Owner, query: MediaListQuery): Promise<{ results: MediaFile[]; count: number }> {
      const conditions: SQL[] = [ownedBy(media, owner)];
      if (query.kind) conditions.push(eq(media.kind, query.kind));
      if (query.name) conditions.push(ilike(media.originalName, `%${escapeLike(query.name)}%`));
      const where = and(...conditions);
      const sort = query.sort ?? '-created_at';
      const column = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS];
      const direction = sort.startsWith('-') ? desc : asc;
      return listPage(
        db.select(COUNT).from(media).where(where),
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(direction(column), direction(media.id))
          .limit(query.limit)
          .offset(query.offset),
        async (rows) => {
          const { usages, open } = await shownIn(rows.map((row) => row.id));
          return rows.map((row) => describe(row, usages.get(row.id) ?? [], open.has(row.id)));
        },
      );
    },

    async get(owner: Owner, id: number): Promise<MediaFile> {
      const row = await ownedRow(owner, id);
      const { usages, open } = await shownIn([id]);
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

    /**
     * The files shown by a page that is handed over (by its company, or by an administrator to the family: issue 16)
     * become the account's, from whoever held them, in the caller's transaction.
     */
    async handOver(tx: Db, ids: number[], from: Owner, accountId: number): Promise<void> {
      if (!ids.length) return;
      await tx
        .update(media)
        .set(ownerValues({ accountId }))
        .where(and(inArray(media.id, ids), ownedBy(media, from)));
    },

    /** Removes stored bytes of rows a caller deleted in its own, now committed, transaction. */
    async removeFiles(rows: Pick<MediaRow, 'key' | 'thumbnailKey'>[]): Promise<void> {
      for (const row of rows) await discard(row);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
