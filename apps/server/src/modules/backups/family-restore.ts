import { BACKUP_MSG, type ImportResult, type RestoreMode } from '@sp/shared/api/backups';
import type { PersonFields } from '@sp/shared/api/persons';
import { FamilyRelations } from '@sp/shared/family-tree/relations';
import type { Db } from '../../db/client';
import type { Owner } from '../../platform/owner';
import {
  insertRestoredLinks,
  insertRestoredNodes,
  removeAccountTree,
} from '../family-tree/family-tree.service';
import {
  type MediaRow,
  type MediaService,
  removeAccountMedia,
  type StoredFiles,
} from '../files/media.service';
import {
  insertRestoredPages,
  insertRestoredPhotos,
  insertRestoredRelatives,
  removeAccountPages,
  takenLinkTokens,
} from '../memory-pages/memory-pages-backup.service';
import { insertRestoredPersons, removeAccountPersons } from '../persons/persons.service';
import type { LimitGuard } from '../tariffs/limits.service';
import type { SnapshotLink, SnapshotNode, SnapshotPage, SnapshotPerson } from './family-snapshot';

// Writing a restore or an import into an account: every record in one transaction through the modules that own
// them, the files stored before it and removed again if it fails.

const MB = 1024 * 1024;
/** A stored file is at most MAX_UPLOAD_MB (at most 100) when uploaded; the archive may not hold more. */
export const FILE_ENTRY_MAX = 100 * MB;
/** What an archive may unpack to in all. */
export const UNPACKED_MAX = 4 * 1024 * MB;
const CHUNK = 500;

/** A file of the archive, stored under a new key, to be recorded for the account. */
export type RestoredFile = { id: number; files: StoredFiles };

/** What is written into the account: the snapshot's records with archive ids, and the files already stored. */
export type FamilyData = {
  persons: SnapshotPerson[];
  nodes: SnapshotNode[];
  links: SnapshotLink[];
  pages: SnapshotPage[];
  files: RestoredFile[];
};

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
    name_prefix: person.name_prefix,
    name_suffix: person.name_suffix,
    nickname: person.nickname,
    gender: person.gender ?? '',
    date_birth: person.date_birth ?? '',
    date_birth_qualifier: person.date_birth_qualifier,
    date_birth_to: person.date_birth_to ?? '',
    date_birth_calendar: person.date_birth_calendar,
    date_birth_phrase: person.date_birth_phrase,
    date_death: person.date_death ?? '',
    date_death_qualifier: person.date_death_qualifier,
    date_death_to: person.date_death_to ?? '',
    date_death_calendar: person.date_death_calendar,
    date_death_phrase: person.date_death_phrase,
    birth_place: person.birth_place,
    city: person.city,
    burial_city: person.burial_city,
    burial_place: person.burial_place,
    note: person.note,
    other_names: person.other_names,
    facts: person.facts,
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
  return { links: kept, warnings: skipped ? [BACKUP_MSG.linksSkipped(skipped)] : [] };
}

/** Removes the account's family side inside the transaction; answers the media rows whose files go after it. */
async function removeFamily(tx: Db, accountId: number): Promise<MediaRow[]> {
  await removeAccountPages(tx, accountId);
  await removeAccountTree(tx, accountId);
  await removeAccountPersons(tx, accountId);
  return removeAccountMedia(tx, accountId);
}

/** Records the data for the account in the caller's transaction; answers what was written. */
async function writeFamily(tx: Db, files: MediaService, accountId: number, data: FamilyData) {
  const owner: Owner = { accountId };
  const mediaIds = new Map<number, number>();
  for (const file of data.files) mediaIds.set(file.id, (await files.insert(tx, owner, file.files)).id);

  const personIds = new Map<number, number>();
  for (const part of chunks(data.persons)) {
    const ids = await insertRestoredPersons(
      tx,
      owner,
      part.map((person) => ({
        fields: personFields(person),
        avatarMediaId: person.avatar === null ? null : (mediaIds.get(person.avatar) ?? null),
      })),
    );
    for (const [index, id] of ids.entries()) personIds.set(part[index].id, id);
  }

  const nodeIds = new Map<number, number>();
  for (const part of chunks(data.nodes)) {
    const ids = await insertRestoredNodes(
      tx,
      accountId,
      part.map((node) => personIds.get(node.person) as number),
    );
    for (const [index, id] of ids.entries()) nodeIds.set(part[index].id, id);
  }

  let linkCount = 0;
  const links = data.links.map((link) => ({
    ...link,
    from: nodeIds.get(link.from) as number,
    to: nodeIds.get(link.to) as number,
  }));
  for (const part of chunks(links)) linkCount += await insertRestoredLinks(tx, accountId, part);

  const taken = new Set<string>();
  for (const part of chunks(data.pages.map((page) => page.link_token)))
    for (const token of await takenLinkTokens(tx, part)) taken.add(token);
  const pageIds = new Map<number, number>();
  for (const part of chunks(data.pages)) {
    const ids = await insertRestoredPages(
      tx,
      owner,
      part.map((page) => ({
        personId: personIds.get(page.person) as number,
        visibility: page.visibility,
        linkToken: page.link_token,
        epitaph: page.epitaph,
        biography: page.biography,
      })),
      taken,
    );
    for (const [index, id] of ids.entries()) pageIds.set(part[index].id, id);
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
  for (const part of chunks(photos)) await insertRestoredPhotos(tx, part);
  const relatives = data.pages.flatMap((page) =>
    page.relatives.map((relative) => ({
      pageId: pageIds.get(page.id) as number,
      relatedPageId: pageIds.get(relative.page) as number,
      relation: relative.relation,
    })),
  );
  for (const part of chunks(relatives)) await insertRestoredRelatives(tx, part);

  return {
    persons: personIds.size,
    familyLinks: linkCount,
    memoryPages: pageIds.size,
    files: mediaIds.size,
  };
}

/**
 * How a restore or an import reaches the account: files stored first (and removed again when anything fails),
 * then one transaction that records everything.
 */
export function createFamilyRestore(deps: { db: Db; media: MediaService; limits: LimitGuard }) {
  const { db, media: files } = deps;

  async function discardAll(stored: RestoredFile[]): Promise<void> {
    for (const item of stored) await files.discard(item.files).catch(() => undefined);
  }

  return {
    /** Runs `store` for each item; if one fails, the files already stored are removed before the error goes on. */
    async storeAll<T>(items: T[], store: (item: T) => Promise<RestoredFile | null>): Promise<RestoredFile[]> {
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
    },

    /**
     * `prepare` stores the files and answers what to write; then one transaction writes it (after removing the
     * account's family side for "replace"). The new files are removed if it fails, the old ones after it commits.
     */
    async commit(
      accountId: number,
      mode: RestoreMode,
      prepare: () => Promise<{ data: FamilyData; warnings: string[] }>,
    ): Promise<ImportResult> {
      const { data, warnings } = await prepare();
      let outcome: { written: Awaited<ReturnType<typeof writeFamily>>; removed: MediaRow[] };
      try {
        outcome = await db.transaction(async (tx) => {
          const removed = mode === 'replace' ? await removeFamily(tx, accountId) : [];
          const written = await writeFamily(tx, files, accountId, data);
          // what the archive brings counts against the family's tariff like what is made by hand
          for (const key of ['memory_pages', 'tree_persons'] as const)
            await deps.limits.claim(tx, { accountId }, key, 0);
          return { removed, written };
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
    },
  };
}

export type FamilyRestore = ReturnType<typeof createFamilyRestore>;
