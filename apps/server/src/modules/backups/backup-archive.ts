import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { BACKUP_MSG, type ImportResult, type RestoreMode } from '@sp/shared/api/backups';
import { BIOGRAPHY_MAX } from '@sp/shared/api/memory-pages';
import { richTextLength } from '@sp/shared/validation/rich-text';
import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { sanitizeRichText } from '../../platform/rich-text';
import { newStorageKey, type Storage } from '../../platform/storage';
import type { MediaService, StoredFiles } from '../files/media.service';
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
import { allowedLinks, type FamilyRestore, FILE_ENTRY_MAX, UNPACKED_MAX } from './family-restore';
import {
  exportFileName,
  type FamilySnapshot,
  openSnapshotFile,
  presentFiles,
  readFamilySnapshot,
  type SnapshotPage,
} from './family-snapshot';
import { createZipWriter, isZipFile, openZip } from './zip-archive';

const MANIFEST_MAX = 64 * 1024 * 1024;
const THUMBNAIL_SIDE = 320;

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

/** Biographies sanitised again, within the visible length (a page is restored as its editor would save it). */
function cleanPages(manifest: BackupManifest): SnapshotPage[] {
  return manifest.memory_pages.map((page, index) => {
    const biography = sanitizeRichText(page.biography);
    if (richTextLength(biography) > BIOGRAPHY_MAX)
      throw badRequest(BACKUP_MSG.biographyTooLong(index, BIOGRAPHY_MAX));
    return { ...page, biography };
  });
}

/**
 * The backup archive (SPEC §7 GET, POST /api/family/export/): a ZIP of manifest.json (persons, tree, memory pages,
 * media with checksums) and files/<id>.<ext>, restored into the same or another account.
 */
export function createBackupArchive(deps: {
  db: Db;
  storage: Storage;
  media: MediaService;
  appVersion: string;
  restore: FamilyRestore;
}) {
  const { db, storage, media: files, appVersion, restore } = deps;

  /** Checks an archive file against the manifest and stores it (WebP as it is, with a new thumbnail). */
  async function restoreFile(item: ManifestMedia, data: Buffer): Promise<StoredFiles> {
    if (data.length !== item.size || createHash('sha256').update(data).digest('hex') !== item.sha256)
      throw badRequest(BACKUP_MSG.checksum(item.file));
    const { fileTypeFromBuffer } = await import('file-type');
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

  return {
    /** The archive as a stream: files/<id>.<ext> first, manifest.json (with their checksums) last. */
    async exportArchive(accountId: number): Promise<{ stream: Readable; filename: string }> {
      const exportedAt = new Date();
      const full = await readFamilySnapshot(db, accountId);
      const snapshot = withoutMissing(
        full,
        await presentFiles(
          storage,
          full,
          full.media.map((item) => item.id),
        ),
      );
      const checksums = new Map<number, string>();
      const sizes = new Map<number, number>();
      const zip = createZipWriter(exportedAt);
      for (const item of snapshot.media) {
        zip.addLazy(archiveFileName(item), () => openSnapshotFile(storage, snapshot, item.id), {
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
      return { stream: zip.stream, filename: exportFileName(exportedAt, 'zip') };
    },

    /** Restores an archive received into a temporary file (see module notes for the modes). */
    async restoreArchive(accountId: number, path: string, mode: RestoreMode): Promise<ImportResult> {
      if (!(await isZipFile(path))) throw badRequest(BACKUP_MSG.notZip);
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
        return await restore.commit(accountId, mode, async () => ({
          data: {
            persons: manifest.persons,
            nodes: manifest.tree.nodes,
            links: tree.links,
            pages,
            files: await restore.storeAll(manifest.media, async (item) => ({
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
  };
}
