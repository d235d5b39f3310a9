import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { BACKUP_MSG, type ImportResult } from '@sp/shared/api/backups';
import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { MediaService } from '../files/media.service';
import { MAX_FILES } from './backup-manifest';
import { allowedLinks, type FamilyRestore, FILE_ENTRY_MAX, UNPACKED_MAX } from './family-restore';
import { exportFileName, openSnapshotFile, presentFiles, readFamilySnapshot } from './family-snapshot';
import { MAX_GEDCOM_PERSONS, readGedcom, writeGedcom } from './gedcom-family';
import { createZipWriter, isZipFile, type OpenedZip, openZip } from './zip-archive';

const GEDCOM_TEXT_MAX = 64 * 1024 * 1024;
export const GEDCOM_NAME = 'gedcom.ged';

/**
 * GEDCOM 7 (beyond the spec, /api/family/export/gedcom/): the account's persons and tree as a GEDZIP with their
 * photos, and the import of a .ged or a GEDZIP of another program as new persons in the account's tree.
 */
export function createGedcomBackup(deps: {
  db: Db;
  storage: Storage;
  media: MediaService;
  appVersion: string;
  restore: FamilyRestore;
}) {
  const { db, storage, media: files, appVersion, restore } = deps;

  return {
    /** A plain GEDCOM 7 file (UTF-8 text): the persons and the tree without photos. */
    async exportGed(accountId: number): Promise<{ stream: Readable; filename: string }> {
      const exportedAt = new Date();
      const full = await readFamilySnapshot(db, accountId);
      const text = writeGedcom(full, { exportedAt, appVersion }, () => null);
      return {
        stream: Readable.from([Buffer.from(text, 'utf8')]),
        filename: exportFileName(exportedAt, 'ged'),
      };
    },

    /** GEDZIP: gedcom.ged and the photos it names (avatars and memory-page photos) under media/. */
    async exportGedzip(accountId: number): Promise<{ stream: Readable; filename: string }> {
      const exportedAt = new Date();
      const full = await readFamilySnapshot(db, accountId);
      const used = new Set<number>();
      for (const person of full.persons) if (person.avatar !== null) used.add(person.avatar);
      for (const page of full.pages) for (const photo of page.photos) used.add(photo.media);
      const present = await presentFiles(
        storage,
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
      for (const [id, path] of paths)
        zip.addLazy(path, () => openSnapshotFile(storage, full, id), { compress: false });
      zip.end();
      return { stream: zip.stream, filename: exportFileName(exportedAt, 'gdz') };
    },

    /**
     * Imports a .ged file or a GEDZIP (.gdz/.zip with gedcom.ged at its root) as new persons of the account, each
     * in its tree, with parent and spouse links; a person's first photo becomes the avatar, the others are kept
     * among the account's files.
     */
    async importGedcom(accountId: number, path: string, size: number): Promise<ImportResult> {
      const isZip = await isZipFile(path);
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
        if (missing)
          warnings.push(isZip ? BACKUP_MSG.photosNotInZip(missing) : BACKUP_MSG.photosNeedGedzip(missing));
        return await restore.commit(accountId, 'add', async () => {
          let broken = 0;
          const stored = await restore.storeAll(wanted, async (photo) => {
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
          if (broken) warnings.push(BACKUP_MSG.photosUnreadable(broken));
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
