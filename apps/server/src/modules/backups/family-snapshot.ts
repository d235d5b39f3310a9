import type { Readable } from 'node:stream';
import type { CoupleEvent } from '@sp/shared/api/family-tree';
import type { MemoryVisibility } from '@sp/shared/api/memory-pages';
import type { OtherName, PersonFact, PersonGender } from '@sp/shared/api/persons';
import type { DateCalendar, DateQualifier } from '@sp/shared/format/partial-date';
import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { accountNodes, accountTreeLinks } from '../family-tree/family-tree.service';
import { accountMedia } from '../files/media.service';
import { accountPages, pagePhotos, pageRelatives } from '../memory-pages/memory-pages-backup.service';
import { accountPersons, personDetailsOf, storedDateFields } from '../persons/persons.service';

/**
 * An account's family side as plain data with archive-local ids (1, 2, 3… per kind, in creation order): what the
 * backup manifest holds and what GEDCOM is written from. Only what the account owns: its persons, its tree
 * between those persons, its memory pages of them and its uploaded files.
 */
export type SnapshotPerson = {
  id: number;
  last_name: string;
  first_name: string;
  patronymic: string;
  name_prefix: string;
  name_suffix: string;
  nickname: string;
  other_names: OtherName[];
  gender: PersonGender | null;
  /** partial ISO: "1950", "1950-03", "1950-03-12" */
  date_birth: string | null;
  date_birth_qualifier: DateQualifier;
  date_birth_to: string | null;
  date_birth_calendar: DateCalendar;
  date_birth_phrase: string;
  date_death: string | null;
  date_death_qualifier: DateQualifier;
  date_death_to: string | null;
  date_death_calendar: DateCalendar;
  date_death_phrase: string;
  /** other claims of the birth and the death, with their sources */
  facts: PersonFact[];
  birth_place: string;
  city: string;
  burial_city: string;
  burial_place: string;
  note: string;
  /** archive id of the avatar's media file */
  avatar: number | null;
};

export type SnapshotNode = { id: number; person: number };
/** A spouse link carries the couple's marriage and divorce when something of them is known. */
export type SnapshotLink = {
  kind: 'parent' | 'spouse';
  from: number;
  to: number;
  marriage?: CoupleEvent;
  divorce?: CoupleEvent;
};
export type SnapshotPage = {
  id: number;
  person: number;
  visibility: MemoryVisibility;
  link_token: string;
  epitaph: string;
  biography: string;
  photos: { media: number; caption: string; position: number }[];
  relatives: { page: number; relation: string }[];
};
export type SnapshotMedia = {
  id: number;
  kind: 'image' | 'document';
  mime_type: string;
  /** the name it was uploaded under */
  name: string;
  size: number;
  created_at: string;
};

export type FamilySnapshot = {
  persons: SnapshotPerson[];
  nodes: SnapshotNode[];
  links: SnapshotLink[];
  pages: SnapshotPage[];
  media: SnapshotMedia[];
  /** archive media id → storage key of the stored file */
  mediaKeys: Map<number, string>;
};

/** Numbers database ids 1, 2, 3… in the order given. */
function numbering(ids: number[]): Map<number, number> {
  return new Map(ids.map((id, index) => [id, index + 1]));
}

export async function readFamilySnapshot(db: Db, accountId: number): Promise<FamilySnapshot> {
  const mediaRows = await accountMedia(db, accountId);
  const mediaIds = numbering(mediaRows.map((row) => row.id));

  const personRows = await accountPersons(db, accountId);
  const personIds = numbering(personRows.map((row) => row.id));
  const details = await personDetailsOf(
    db,
    personRows.map((row) => row.id),
  );

  const nodeRows = (await accountNodes(db, accountId)).filter((row) => personIds.has(row.personId));
  const nodeIds = numbering(nodeRows.map((row) => row.id));
  const linkRows = (await accountTreeLinks(db, accountId)).filter(
    (row) => nodeIds.has(row.fromNodeId) && nodeIds.has(row.toNodeId),
  );

  const pageRows = (await accountPages(db, accountId)).filter((row) => personIds.has(row.personId));
  const pageIds = numbering(pageRows.map((row) => row.id));
  const dbPageIds = pageRows.map((row) => row.id);
  const photoRows = dbPageIds.length ? await pagePhotos(db, dbPageIds) : [];
  const relativeRows = dbPageIds.length ? await pageRelatives(db, dbPageIds) : [];

  const archiveId = (ids: Map<number, number>, id: number | null) =>
    id === null ? null : (ids.get(id) ?? null);

  return {
    media: mediaRows.map((row) => ({
      id: mediaIds.get(row.id) as number,
      kind: row.kind === 'document' ? 'document' : 'image',
      mime_type: row.mimeType,
      name: row.originalName,
      size: row.size,
      created_at: row.createdAt.toISOString(),
    })),
    mediaKeys: new Map(mediaRows.map((row) => [mediaIds.get(row.id) as number, row.key])),
    persons: personRows.map((row) => ({
      id: personIds.get(row.id) as number,
      last_name: row.lastName,
      first_name: row.firstName,
      patronymic: row.patronymic,
      name_prefix: row.namePrefix,
      name_suffix: row.nameSuffix,
      nickname: row.nickname,
      other_names: details.get(row.id)?.otherNames ?? [],
      gender: (row.gender as PersonGender | null) ?? null,
      ...storedDateFields(row),
      facts: details.get(row.id)?.facts ?? [],
      birth_place: row.birthPlace,
      city: row.city,
      burial_city: row.burialCity,
      burial_place: row.burialPlace,
      note: row.note,
      avatar: archiveId(mediaIds, row.avatarMediaId),
    })),
    nodes: nodeRows.map((row) => ({
      id: nodeIds.get(row.id) as number,
      person: personIds.get(row.personId) as number,
    })),
    links: linkRows.map((row) => ({
      kind: row.kind === 'spouse' ? 'spouse' : 'parent',
      from: nodeIds.get(row.fromNodeId) as number,
      to: nodeIds.get(row.toNodeId) as number,
      ...(row.marriage ? { marriage: row.marriage } : {}),
      ...(row.divorce ? { divorce: row.divorce } : {}),
    })),
    pages: pageRows.map((row) => ({
      id: pageIds.get(row.id) as number,
      person: personIds.get(row.personId) as number,
      visibility: row.visibility as MemoryVisibility,
      link_token: row.linkToken,
      epitaph: row.epitaph,
      biography: row.biography,
      photos: photoRows
        .filter((photo) => photo.pageId === row.id && mediaIds.has(photo.mediaId))
        .map((photo) => ({
          media: mediaIds.get(photo.mediaId) as number,
          caption: photo.caption,
          position: photo.position,
        })),
      relatives: relativeRows
        .filter((relative) => relative.pageId === row.id && pageIds.has(relative.relatedPageId))
        .sort((a, b) => a.relatedPageId - b.relatedPageId)
        .map((relative) => ({
          page: pageIds.get(relative.relatedPageId) as number,
          relation: relative.relation,
        })),
    })),
  };
}

/** Archive media ids whose stored file is really there (a lost file is left out, not the whole export). */
export async function presentFiles(
  storage: Storage,
  snapshot: FamilySnapshot,
  ids: Iterable<number>,
): Promise<Set<number>> {
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

/** The stored file of the archive media id, to stream into an export. */
export async function openSnapshotFile(
  storage: Storage,
  snapshot: FamilySnapshot,
  id: number,
): Promise<Readable> {
  const file = await storage.open(snapshot.mediaKeys.get(id) ?? '');
  if (!file) throw new Error(`stored file of media ${id} disappeared`);
  return file.stream;
}

/** «svetlaya-pamyat-2026-03-12.zip»: the name an export is downloaded under. */
export const exportFileName = (exportedAt: Date, extension: 'zip' | 'gdz' | 'ged') =>
  `svetlaya-pamyat-${exportedAt.toISOString().slice(0, 10)}.${extension}`;
