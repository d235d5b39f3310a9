import { createHash, randomBytes } from 'node:crypto';
import { open as openFile, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { BACKUP_MSG, type ImportResult, type RestoreMode } from '@sp/shared/api/backups';
import { BIOGRAPHY_MAX } from '@sp/shared/api/memory-pages';
import type { PersonFields } from '@sp/shared/api/persons';
import { FamilyRelations } from '@sp/shared/family-tree/relations';
import { pluralRu } from '@sp/shared/format/plural';
import { richTextLength } from '@sp/shared/validation/rich-text';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { type Owner, ownerValues } from '../../platform/owner';
import { sanitizeRichText } from '../../platform/rich-text';
import { newStorageKey, type Storage } from '../../platform/storage';
import { familyLinks, familyNodes } from '../family-tree/family-tree.table';
import type { MediaService, StoredFiles } from '../files/media.service';
import { type MediaRow, media } from '../files/media.table';
import { memoryPagePhotos, memoryPageRelatives, memoryPages } from '../memory-pages/memory-pages.table';
import { personColumns } from '../persons/persons.service';
import { persons } from '../persons/persons.table';
import {
  archiveFileName,
  type BackupManifest,
  buildManifest,
  FILE_NAME,
  MANIFEST_NAME,
  MAX_FILES,
  type ManifestMedia,
  validateManifest,
} from './backup-manifest';
import {
  type FamilySnapshot,
  readFamilySnapshot,
  type SnapshotLink,
  type SnapshotNode,
  type SnapshotPage,
  type SnapshotPerson,
} from './family-snapshot';
import { MAX_GEDCOM_PERSONS, readGedcom, writeGedcom } from './gedcom-family';
import { createZipWriter, looksLikeZip, type OpenedZip, openZip } from './zip-archive';

const MB = 1024 * 1024;
/** A stored file is at most MAX_UPLOAD_MB (at most 100) when uploaded; the archive may not hold more. */
const FILE_ENTRY_MAX = 100 * MB;
const MANIFEST_MAX = 64 * MB;
const GEDCOM_TEXT_MAX = 64 * MB;
const UNPACKED_MAX = 4 * 1024 * MB;
const THUMBNAIL_SIDE = 320;
const CHUNK = 500;
export const GEDCOM_NAME = 'gedcom.ged';

/** A file of the archive, stored under a new key, to be recorded for the account. */
type RestoredFile = { id: number; files: StoredFiles };

/** What is written into the account: the snapshot's records with archive ids, and the files already stored. */
type FamilyData = {
  persons: SnapshotPerson[];
  nodes: SnapshotNode[];
  links: SnapshotLink[];
  pages: SnapshotPage[];
  files: RestoredFile[];
};

const dateStamp = (date: Date) => date.toISOString().slice(0, 10);

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

function personFields(person: SnapshotPerson): PersonFields & { first_name: string } {
  return {
    last_name: person.last_name,
    first_name: person.first_name,
    patronymic: person.patronymic,
    gender: person.gender ?? '',
    date_birth: person.date_birth ?? '',
    date_death: person.date_death ?? '',
    birth_place: person.birth_place,
    city: person.city,
    burial_city: person.burial_city,
    burial_place: person.burial_place,
    note: person.note,
  };
}

/**
 * Backups of an account's family side (SPEC §7 GET, POST /api/family/export/) and GEDCOM 7 (GEDZIP) export and
 * import. Everything works on what the account owns: its persons, its tree, its memory pages and its files.
 *
 * A restore or an import adds records (new ids; nothing of the account or of anyone else is changed), or, when
 * the caller asked for mode "replace", first removes the account's persons, tree, pages and files. Files are
 * written to storage before the one transaction that records everything, and removed again if it fails.
 */
export function createBackupsService(deps: {
  db: Db;
  storage: Storage;
  media: MediaService;
  appVersion: string;
}) {
  const { db, storage, media: files, appVersion } = deps;

  /** Archive media ids whose stored file is really there (a lost file is left out, not the whole export). */
  async function presentFiles(snapshot: FamilySnapshot, ids: Iterable<number>): Promise<Set<number>> {
    const present = new Set<number>();
    for (const id of ids) {
      const key = snapshot.mediaKeys.get(id);
      const file = key ? await storage.open(key) : null;
      if (!file) continue;
      file.stream.destroy();
      present.add(id);
    }
    return present;
  }

  /** The snapshot without files that are gone: avatars become empty, gallery photos are left out. */
  function withoutMissing(snapshot: FamilySnapshot, present: Set<number>): FamilySnapshot {
    return {
      ...snapshot,
      media: snapshot.media.filter((item) => present.has(item.id)),
      persons: snapshot.persons.map((person) =>
        person.avatar !== null && !present.has(person.avatar) ? { ...person, avatar: null } : person,
      ),
      pages: snapshot.pages.map((page) => ({
        ...page,
        photos: page.photos.filter((photo) => present.has(photo.media)),
      })),
    };
  }

  async function openStored(snapshot: FamilySnapshot, id: number): Promise<Readable> {
    const file = await storage.open(snapshot.mediaKeys.get(id) ?? '');
    if (!file) throw new Error(`stored file of media ${id} disappeared`);
    return file.stream;
  }

  /** Checks an archive file against the manifest and stores it (WebP as it is, with a new thumbnail). */
  async function restoreFile(item: ManifestMedia, data: Buffer): Promise<StoredFiles> {
    if (data.length !== item.size || createHash('sha256').update(data).digest('hex') !== item.sha256)
      throw badRequest(BACKUP_MSG.checksum(item.file));
    const type = await fileTypeFromBuffer(data);
    const base = { originalName: item.name, createdAt: new Date(item.created_at) };
    if (item.kind === 'document') {
      if (type?.mime !== 'application/pdf') throw badRequest(BACKUP_MSG.fileFormat(item.file));
      const key = newStorageKey('documents', 'pdf');
      await storage.put(key, data);
      return {
        ...base,
        key,
        thumbnailKey: null,
        kind: 'document',
        mimeType: 'application/pdf',
        size: data.length,
      };
    }
    if (!type || !['image/webp', 'image/png', 'image/jpeg'].includes(type.mime))
      throw badRequest(BACKUP_MSG.fileFormat(item.file));
    try {
      if (type.mime !== 'image/webp') {
        const saved = await files.saveImage({ data, filename: item.name }, { field: 'archive' });
        return { ...saved, ...base };
      }
      const thumbnail = await processImage(data, { maxSide: THUMBNAIL_SIDE, field: 'archive' });
      const key = newStorageKey('media', 'webp');
      const thumbnailKey = newStorageKey('media', thumbnail.extension);
      await storage.put(key, data);
      await storage.put(thumbnailKey, thumbnail.data);
      return { ...base, key, thumbnailKey, kind: 'image', mimeType: 'image/webp', size: data.length };
    } catch (error) {
      if (error instanceof ApiError) throw badRequest(BACKUP_MSG.fileFormat(item.file));
      throw error;
    }
  }

  /** Runs `store` for each item; if one fails, the files already stored are removed before the error goes on. */
  async function storeAll<T>(
    items: T[],
    store: (item: T) => Promise<RestoredFile | null>,
  ): Promise<RestoredFile[]> {
    const stored: RestoredFile[] = [];
    try {
      for (const item of items) {
        const file = await store(item);
        if (file) stored.push(file);
      }
      return stored;
    } catch (error) {
      await discardAll(stored);
      throw error;
    }
  }

  async function discardAll(stored: RestoredFile[]): Promise<void> {
    for (const item of stored) await files.discard(item.files).catch(() => undefined);
  }

  /** Removes the account's family side inside the transaction; answers the media rows whose files go after it. */
  async function removeFamily(tx: Db, accountId: number): Promise<MediaRow[]> {
    await tx
      .delete(memoryPages)
      .where(and(eq(memoryPages.ownerAccountId, accountId), isNull(memoryPages.ownerCompanyId)));
    await tx.delete(familyNodes).where(eq(familyNodes.accountId, accountId));
    await tx
      .delete(persons)
      .where(and(eq(persons.ownerAccountId, accountId), isNull(persons.ownerCompanyId)));
    return tx
      .delete(media)
      .where(and(eq(media.ownerAccountId, accountId), isNull(media.ownerCompanyId)))
      .returning();
  }

  /** Records the data for the account in the caller's transaction; answers what was written. */
  async function writeFamily(tx: Db, accountId: number, data: FamilyData) {
    const owner: Owner = { accountId };
    const mediaIds = new Map<number, number>();
    for (const file of data.files) mediaIds.set(file.id, (await files.insert(tx, owner, file.files)).id);

    const personIds = new Map<number, number>();
    for (const part of chunks(data.persons)) {
      const rows = await tx
        .insert(persons)
        .values(
          part.map((person) => ({
            ...personColumns(personFields(person)),
            firstName: person.first_name,
            avatarMediaId: person.avatar === null ? null : (mediaIds.get(person.avatar) ?? null),
            ...ownerValues(owner),
          })),
        )
        .returning({ id: persons.id });
      for (const [index, row] of rows.entries()) personIds.set(part[index].id, row.id);
    }

    const nodeIds = new Map<number, number>();
    for (const part of chunks(data.nodes)) {
      const rows = await tx
        .insert(familyNodes)
        .values(part.map((node) => ({ accountId, personId: personIds.get(node.person) as number })))
        .returning({ id: familyNodes.id });
      for (const [index, row] of rows.entries()) nodeIds.set(part[index].id, row.id);
    }

    let linkCount = 0;
    const links = data.links.map((link) => {
      const from = nodeIds.get(link.from) as number;
      const to = nodeIds.get(link.to) as number;
      return link.kind === 'spouse' && from > to
        ? { accountId, kind: link.kind, fromNodeId: to, toNodeId: from }
        : { accountId, kind: link.kind, fromNodeId: from, toNodeId: to };
    });
    for (const part of chunks(links)) {
      const rows = await tx
        .insert(familyLinks)
        .values(part)
        .onConflictDoNothing()
        .returning({ id: familyLinks.id });
      linkCount += rows.length;
    }

    const taken = new Set<string>();
    for (const part of chunks(data.pages.map((page) => page.link_token))) {
      const rows = await tx
        .select({ token: memoryPages.linkToken })
        .from(memoryPages)
        .where(inArray(memoryPages.linkToken, part));
      for (const row of rows) taken.add(row.token);
    }
    const pageIds = new Map<number, number>();
    for (const part of chunks(data.pages)) {
      const rows = await tx
        .insert(memoryPages)
        .values(
          part.map((page) => ({
            personId: personIds.get(page.person) as number,
            ...ownerValues(owner),
            visibility: page.visibility,
            // a shared link keeps working when its page comes back; a token in use elsewhere is replaced
            linkToken: taken.has(page.link_token) ? randomBytes(18).toString('base64url') : page.link_token,
            epitaph: page.epitaph,
            biography: page.biography,
          })),
        )
        .returning({ id: memoryPages.id });
      for (const [index, row] of rows.entries()) pageIds.set(part[index].id, row.id);
    }
    const photos = data.pages.flatMap((page) =>
      page.photos
        .filter((photo) => mediaIds.has(photo.media))
        .map((photo) => ({
          pageId: pageIds.get(page.id) as number,
          mediaId: mediaIds.get(photo.media) as number,
          caption: photo.caption,
          position: photo.position,
        })),
    );
    for (const part of chunks(photos)) await tx.insert(memoryPagePhotos).values(part);
    const relatives = data.pages.flatMap((page) =>
      page.relatives.map((relative) => ({
        pageId: pageIds.get(page.id) as number,
        relatedPageId: pageIds.get(relative.page) as number,
        relation: relative.relation,
      })),
    );
    for (const part of chunks(relatives))
      await tx.insert(memoryPageRelatives).values(part).onConflictDoNothing();

    return {
      persons: personIds.size,
      familyLinks: linkCount,
      memoryPages: pageIds.size,
      files: mediaIds.size,
    };
  }

  /**
   * `prepare` stores the files and answers what to write; then one transaction writes it (after removing the
   * account's family side for "replace"). The new files are removed if it fails, the old ones after it commits.
   */
  async function commit(
    accountId: number,
    mode: RestoreMode,
    prepare: () => Promise<{ data: FamilyData; warnings: string[] }>,
  ): Promise<ImportResult> {
    const { data, warnings } = await prepare();
    let outcome: { written: Awaited<ReturnType<typeof writeFamily>>; removed: MediaRow[] };
    try {
      outcome = await db.transaction(async (tx) => {
        const removed = mode === 'replace' ? await removeFamily(tx, accountId) : [];
        return { removed, written: await writeFamily(tx, accountId, data) };
      });
    } catch (error) {
      await discardAll(data.files);
      throw error;
    }
    await files.removeFiles(outcome.removed);
    return {
      mode,
      persons: outcome.written.persons,
      family_links: outcome.written.familyLinks,
      memory_pages: outcome.written.memoryPages,
      files: outcome.written.files,
      warnings,
    };
  }

  async function readHead(path: string): Promise<Buffer> {
    const handle = await openFile(path, 'r');
    try {
      const head = Buffer.alloc(4);
      await handle.read(head, 0, 4, 0);
      return head;
    } finally {
      await handle.close();
    }
  }

  return {
    /** The archive as a stream: files/<id>.<ext> first, manifest.json (with their checksums) last. */
    async exportArchive(accountId: number): Promise<{ stream: Readable; filename: string }> {
      const exportedAt = new Date();
      const full = await readFamilySnapshot(db, accountId);
      const snapshot = withoutMissing(
        full,
        await presentFiles(
          full,
          full.media.map((item) => item.id),
        ),
      );
      const checksums = new Map<number, string>();
      const sizes = new Map<number, number>();
      const zip = createZipWriter(exportedAt);
      for (const item of snapshot.media) {
        zip.addLazy(archiveFileName(item), () => openStored(snapshot, item.id), {
          compress: item.kind === 'document',
          onDone: (sha256, size) => {
            checksums.set(item.id, sha256);
            sizes.set(item.id, size);
          },
        });
      }
      zip.addLazy(
        MANIFEST_NAME,
        async () => {
          const withSizes = {
            ...snapshot,
            media: snapshot.media.map((item) => ({ ...item, size: sizes.get(item.id) ?? item.size })),
          };
          const manifest = buildManifest(withSizes, checksums, { exportedAt, appVersion });
          return Readable.from([Buffer.from(JSON.stringify(manifest, null, 1))]);
        },
        { compress: true },
      );
      zip.end();
      return { stream: zip.stream, filename: `svetlaya-pamyat-${dateStamp(exportedAt)}.zip` };
    },

    /** Restores an archive received into a temporary file (see module notes for the modes). */
    async restoreArchive(accountId: number, path: string, mode: RestoreMode): Promise<ImportResult> {
      if (!looksLikeZip(await readHead(path))) throw badRequest(BACKUP_MSG.notZip);
      const zip = await openZip(path, {
        maxEntries: MAX_FILES + 1,
        maxEntryBytes: (name) => (name === MANIFEST_NAME ? MANIFEST_MAX : FILE_ENTRY_MAX),
        maxTotalBytes: UNPACKED_MAX,
      });
      try {
        if (!zip.has(MANIFEST_NAME)) throw badRequest(BACKUP_MSG.noManifest);
        const unknown = zip.names.find((name) => name !== MANIFEST_NAME && !FILE_NAME.test(name));
        if (unknown) throw badRequest(BACKUP_MSG.unknownEntry(unknown));
        let parsed: unknown;
        try {
          parsed = JSON.parse((await zip.read(MANIFEST_NAME)).toString('utf8'));
        } catch (error) {
          if (error instanceof ApiError) throw error;
          throw badRequest(BACKUP_MSG.manifestJson);
        }
        const checked = validateManifest(parsed);
        if (!checked.ok) throw badRequest(checked.message);
        const manifest = checked.manifest;
        const listed = new Set(manifest.media.map((item) => item.file));
        const extra = zip.names.find((name) => name !== MANIFEST_NAME && !listed.has(name));
        if (extra) throw badRequest(BACKUP_MSG.unknownEntry(extra));
        const missing = manifest.media.find((item) => !zip.has(item.file));
        if (missing) throw badRequest(BACKUP_MSG.missingFile(missing.file));
        const pages = cleanPages(manifest);
        const tree = allowedLinks(manifest.tree.links);
        return await commit(accountId, mode, async () => ({
          data: {
            persons: manifest.persons,
            nodes: manifest.tree.nodes,
            links: tree.links,
            pages,
            files: await storeAll(manifest.media, async (item) => ({
              id: item.id,
              files: await restoreFile(item, await zip.read(item.file)),
            })),
          },
          warnings: tree.warnings,
        }));
      } finally {
        zip.close();
      }
    },

    /** GEDZIP: gedcom.ged and the photos it names (avatars and memory-page photos) under media/. */
    async exportGedzip(accountId: number): Promise<{ stream: Readable; filename: string }> {
      const exportedAt = new Date();
      const full = await readFamilySnapshot(db, accountId);
      const used = new Set<number>();
      for (const person of full.persons) if (person.avatar !== null) used.add(person.avatar);
      for (const page of full.pages) for (const photo of page.photos) used.add(photo.media);
      const present = await presentFiles(
        full,
        full.media.filter((item) => item.kind === 'image' && used.has(item.id)).map((item) => item.id),
      );
      const paths = new Map<number, string>();
      const text = writeGedcom(full, { exportedAt, appVersion }, (item) => {
        if (!present.has(item.id)) return null;
        const path = `media/${item.id}.${item.mime_type === 'image/webp' ? 'webp' : item.mime_type === 'image/png' ? 'png' : 'jpg'}`;
        paths.set(item.id, path);
        return path;
      });
      const zip = createZipWriter(exportedAt);
      zip.addBuffer(GEDCOM_NAME, Buffer.from(text, 'utf8'));
      for (const [id, path] of paths) zip.addLazy(path, () => openStored(full, id), { compress: false });
      zip.end();
      return { stream: zip.stream, filename: `svetlaya-pamyat-${dateStamp(exportedAt)}.gdz` };
    },

    /**
     * Imports a .ged file or a GEDZIP (.gdz/.zip with gedcom.ged at its root) as new persons of the account, each
     * in its tree, with parent and spouse links; a person's first photo becomes the avatar, the others are kept
     * among the account's files.
     */
    async importGedcom(accountId: number, path: string, size: number): Promise<ImportResult> {
      const isZip = looksLikeZip(await readHead(path));
      let zip: OpenedZip | null = null;
      try {
        let bytes: Buffer;
        if (isZip) {
          zip = await openZip(path, {
            maxEntries: MAX_FILES + MAX_GEDCOM_PERSONS,
            maxEntryBytes: (name) => (name.toLowerCase() === GEDCOM_NAME ? GEDCOM_TEXT_MAX : FILE_ENTRY_MAX),
            maxTotalBytes: UNPACKED_MAX,
          });
          const name = zip.names.find((entry) => entry.toLowerCase() === GEDCOM_NAME);
          if (!name) throw badRequest(BACKUP_MSG.gedcomMissing);
          bytes = await zip.read(name);
        } else {
          if (size > GEDCOM_TEXT_MAX) throw badRequest(BACKUP_MSG.entryTooLarge(GEDCOM_NAME));
          bytes = await readFile(path);
        }
        if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
          throw badRequest(BACKUP_MSG.gedcomEncoding);
        let text: string;
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          throw badRequest(BACKUP_MSG.gedcomEncoding);
        }
        const parsed = readGedcom(text);
        const tree = allowedLinks(parsed.links);
        const warnings = [...parsed.warnings, ...tree.warnings];
        const opened = zip;
        const lookup = new Map((opened?.names ?? []).map((name) => [name.toLowerCase(), name]));
        const entryOf = (path: string) => (opened?.has(path) ? path : lookup.get(path.toLowerCase()));

        type Photo = { id: number; person: number; avatar: boolean; entry: string; title: string };
        const wanted: Photo[] = [];
        let missing = 0;
        let nextId = 1;
        for (const person of parsed.persons) {
          let first = true;
          for (const photo of person.photos) {
            const entry = entryOf(photo.path);
            if (!entry) {
              missing += 1;
              continue;
            }
            if (wanted.length >= MAX_FILES) break;
            wanted.push({ id: nextId++, person: person.id, avatar: first, entry, title: photo.title });
            first = false;
          }
        }
        const photoForms = ['фотография', 'фотографии', 'фотографий'] as const;
        if (missing)
          warnings.push(
            isZip
              ? `${missing} ${pluralRu(missing, photoForms)} не найдено в архиве GEDZIP.`
              : `Фотографии (${missing}) не импортированы: загрузите архив GEDZIP (.gdz), в котором они лежат вместе с файлом GEDCOM.`,
          );
        return await commit(accountId, 'add', async () => {
          let broken = 0;
          const stored = await storeAll(wanted, async (photo) => {
            try {
              const data = await (opened as OpenedZip).read(photo.entry);
              const saved = await files.saveImage(
                { data, filename: photo.title || (photo.entry.split('/').pop() ?? '') },
                { field: 'file', square: photo.avatar },
              );
              return { id: photo.id, files: saved };
            } catch (error) {
              if (!(error instanceof ApiError)) throw error;
              broken += 1;
              return null;
            }
          });
          if (broken)
            warnings.push(
              `${broken} ${pluralRu(broken, photoForms)} не удалось прочитать как изображение JPG, PNG или WebP.`,
            );
          // the first photo of a person that could be read is the avatar
          const avatars = new Map<number, number>();
          const storedIds = new Set(stored.map((file) => file.id));
          for (const photo of wanted)
            if (storedIds.has(photo.id) && !avatars.has(photo.person)) avatars.set(photo.person, photo.id);
          return {
            data: {
              persons: parsed.persons.map(({ photos: _photos, ...person }) => ({
                ...person,
                avatar: avatars.get(person.id) ?? null,
              })),
              nodes: parsed.persons.map((person) => ({ id: person.id, person: person.id })),
              links: tree.links,
              pages: [],
              files: stored,
            },
            warnings,
          };
        });
      } finally {
        zip?.close();
      }
    },
  };
}

/**
 * The links the tree's rules allow, in their order (FamilyRelations: at most two parents, no one their own
 * ancestor, no repeated link, no marriage of an ancestor and a descendant); the others are counted.
 */
export function allowedLinks(links: SnapshotLink[]): { links: SnapshotLink[]; warnings: string[] } {
  const relations = new FamilyRelations();
  const kept: SnapshotLink[] = [];
  for (const link of links) {
    const problem =
      link.kind === 'parent'
        ? relations.parentProblem(link.from, link.to)
        : relations.spouseProblem(link.from, link.to);
    if (problem) continue;
    if (link.kind === 'parent') relations.addParent(link.from, link.to);
    else relations.addSpouse(link.from, link.to);
    kept.push(link);
  }
  const skipped = links.length - kept.length;
  return {
    links: kept,
    warnings: skipped
      ? [
          `Пропущено родственных связей, которых не может быть в древе (третий родитель, брак предка с потомком, человек — сам себе предок): ${skipped}.`,
        ]
      : [],
  };
}

/** Biographies sanitised again, within the visible length (a page is restored as its editor would save it). */
function cleanPages(manifest: BackupManifest): SnapshotPage[] {
  return manifest.memory_pages.map((page, index) => {
    const biography = sanitizeRichText(page.biography);
    if (richTextLength(biography) > BIOGRAPHY_MAX)
      throw badRequest(
        BACKUP_MSG.manifestInvalid(`memory_pages.${index}.biography: длиннее ${BIOGRAPHY_MAX} символов.`),
      );
    return { ...page, biography };
  });
}

export type BackupsService = ReturnType<typeof createBackupsService>;
