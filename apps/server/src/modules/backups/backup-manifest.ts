import { BACKUP_MSG } from '@sp/shared/api/backups';
import { coupleEventSchema, coupleUpdateSchema } from '@sp/shared/api/family-tree';
import {
  CAPTION_MAX,
  EPITAPH_MAX,
  MAX_PAGE_PHOTOS,
  MAX_PAGE_RELATIVES,
  MEMORY_VISIBILITIES,
  RELATION_MAX,
} from '@sp/shared/api/memory-pages';
import {
  otherNameSchema,
  PERSON_GENDERS,
  personCreateSchema,
  personFactSchema,
} from '@sp/shared/api/persons';
import { DATE_CALENDARS, DATE_QUALIFIERS } from '@sp/shared/format/partial-date';
import { z } from 'zod';
import type { FamilySnapshot, SnapshotMedia } from './family-snapshot';

/**
 * manifest.json of a backup archive, format 2:
 *
 *   { format: "svetlaya-pamyat-backup", format_version: 2, exported_at, app_version,
 *     persons: [{ id, last_name, first_name, patronymic, name_prefix, name_suffix, nickname,
 *                 other_names: [{ kind, prefix, given, surname, suffix, nickname }], gender (male, female, x,
 *                 unknown or null), date_birth, date_birth_qualifier, date_birth_to, date_birth_calendar,
 *                 date_birth_phrase, the same of date_death, facts: [{ kind, date, place, source }], birth_place,
 *                 city, burial_city, burial_place, note, avatar: media id | null }],
 *     tree: { nodes: [{ id, person }], links: [{ kind: "parent" (from = parent) | "spouse", from, to,
 *                                                marriage?, divorce?: { date, place } }] },
 *     memory_pages: [{ id, person, visibility, link_token, epitaph, biography,
 *                      photos: [{ media, caption, position }], relatives: [{ page, relation }] }],
 *     media: [{ id, kind, mime_type, name, size, sha256, file: "files/<id>.<ext>", created_at }] }
 *
 * Ids are the archive's own (1, 2, 3… per kind); a restore gives every record a new id. Dates are partial ISO
 * ("1950", "1950-03", "1950-03-12"); a date inside facts and couples is { value, qualifier, value_to, calendar,
 * phrase }. The files are the stored bytes (images as WebP); thumbnails are made anew. Format 1 (before other
 * names, qualified dates, facts and couples' events) is still read: what it lacks reads as empty and exact.
 */
export const BACKUP_FORMAT = 'svetlaya-pamyat-backup';
export const BACKUP_FORMAT_VERSION = 2;
export const MANIFEST_NAME = 'manifest.json';

/** What one archive may hold: far above a real family (a 2,000-person tree is large). */
export const MAX_PERSONS = 50_000;
export const MAX_FILES = 10_000;

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};
export const FILE_NAME = /^files\/[1-9]\d{0,6}\.(webp|png|jpg|pdf)$/;

/** "files/12.webp": where a media file lies in the archive. */
export function archiveFileName(item: Pick<SnapshotMedia, 'id' | 'mime_type'>): string {
  return `files/${item.id}.${EXTENSIONS[item.mime_type] ?? 'bin'}`;
}

const id = z.number().int().positive();
const text = (max: number) => z.string().max(max);

const personSchema = z.object({
  id,
  last_name: z.string(),
  first_name: z.string(),
  patronymic: z.string(),
  name_prefix: z.string().default(''),
  name_suffix: z.string().default(''),
  nickname: z.string().default(''),
  other_names: z.array(otherNameSchema).default([]),
  gender: z.enum(PERSON_GENDERS).nullable(),
  date_birth: z.string().nullable(),
  date_birth_qualifier: z.enum(DATE_QUALIFIERS).default('exact'),
  date_birth_to: z.string().nullable().default(null),
  date_birth_calendar: z.enum(DATE_CALENDARS).default('gregorian'),
  date_birth_phrase: z.string().default(''),
  date_death: z.string().nullable(),
  date_death_qualifier: z.enum(DATE_QUALIFIERS).default('exact'),
  date_death_to: z.string().nullable().default(null),
  date_death_calendar: z.enum(DATE_CALENDARS).default('gregorian'),
  date_death_phrase: z.string().default(''),
  facts: z.array(personFactSchema).default([]),
  birth_place: z.string(),
  city: z.string(),
  burial_city: z.string(),
  burial_place: z.string(),
  note: z.string(),
  avatar: id.nullable(),
});

const pageSchema = z.object({
  id,
  person: id,
  visibility: z.enum(MEMORY_VISIBILITIES),
  link_token: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
  epitaph: text(EPITAPH_MAX),
  /** sanitised again and its visible length checked when restored */
  biography: text(1_000_000),
  photos: z
    .array(
      z.object({ media: id, caption: text(CAPTION_MAX), position: z.number().int().min(0).max(100_000) }),
    )
    .max(MAX_PAGE_PHOTOS),
  relatives: z.array(z.object({ page: id, relation: text(RELATION_MAX) })).max(MAX_PAGE_RELATIVES),
});

const mediaSchema = z.object({
  id,
  kind: z.enum(['image', 'document']),
  mime_type: z.enum(Object.keys(EXTENSIONS) as [string, ...string[]]),
  name: text(200),
  size: z.number().int().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  file: z.string().regex(FILE_NAME),
  created_at: z.iso.datetime({ offset: true }),
});

export type ManifestMedia = z.infer<typeof mediaSchema>;

const manifestSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    format_version: z.union([z.literal(1), z.literal(BACKUP_FORMAT_VERSION)]),
    exported_at: z.string().max(40),
    app_version: z.string().max(40),
    persons: z.array(personSchema).max(MAX_PERSONS),
    tree: z.object({
      nodes: z.array(z.object({ id, person: id })).max(MAX_PERSONS),
      links: z
        .array(
          z.object({
            kind: z.enum(['parent', 'spouse']),
            from: id,
            to: id,
            marriage: coupleEventSchema.optional(),
            divorce: coupleEventSchema.optional(),
          }),
        )
        .max(MAX_PERSONS * 4),
    }),
    memory_pages: z.array(pageSchema).max(MAX_PERSONS),
    media: z.array(mediaSchema).max(MAX_FILES),
  })
  .superRefine((manifest, ctx) => {
    const problem = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const unique = (name: string, ids: number[]) => {
      const seen = new Set<number>();
      ids.forEach((value, index) => {
        if (seen.has(value)) problem([name, index, 'id'], `повторяется id ${value}`);
        seen.add(value);
      });
      return seen;
    };
    const mediaById = new Map(manifest.media.map((item) => [item.id, item]));
    unique(
      'media',
      manifest.media.map((item) => item.id),
    );
    const files = new Set<string>();
    manifest.media.forEach((item, index) => {
      if (item.file !== archiveFileName(item)) problem(['media', index, 'file'], 'имя файла не по формату');
      if (files.has(item.file)) problem(['media', index, 'file'], 'файл указан дважды');
      files.add(item.file);
      if ((item.kind === 'document') !== (item.mime_type === 'application/pdf'))
        problem(['media', index, 'kind'], 'вид файла не совпадает с его типом');
    });
    const isImage = (mediaId: number) => mediaById.get(mediaId)?.kind === 'image';

    const personIds = unique(
      'persons',
      manifest.persons.map((item) => item.id),
    );
    manifest.persons.forEach((person, index) => {
      const result = personCreateSchema.safeParse({
        last_name: person.last_name,
        first_name: person.first_name,
        patronymic: person.patronymic,
        name_prefix: person.name_prefix,
        name_suffix: person.name_suffix,
        nickname: person.nickname,
        other_names: person.other_names,
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
        facts: person.facts,
        birth_place: person.birth_place,
        city: person.city,
        burial_city: person.burial_city,
        burial_place: person.burial_place,
        note: person.note,
      });
      for (const issue of result.error?.issues ?? [])
        problem(['persons', index, ...issue.path.map(String)], issue.message);
      if (person.avatar !== null && !isImage(person.avatar))
        problem(['persons', index, 'avatar'], 'нет такого изображения в media');
    });

    const nodeIds = unique(
      'tree.nodes',
      manifest.tree.nodes.map((node) => node.id),
    );
    const nodePersons = new Set<number>();
    manifest.tree.nodes.forEach((node, index) => {
      if (!personIds.has(node.person)) problem(['tree', 'nodes', index, 'person'], 'нет такой персоны');
      if (nodePersons.has(node.person)) problem(['tree', 'nodes', index, 'person'], 'персона в древе дважды');
      nodePersons.add(node.person);
    });
    manifest.tree.links.forEach((link, index) => {
      if (!nodeIds.has(link.from) || !nodeIds.has(link.to))
        problem(['tree', 'links', index], 'связь указывает на несуществующий узел');
      if (link.from === link.to) problem(['tree', 'links', index], 'связь узла с самим собой');
      if (link.kind !== 'spouse' && (link.marriage || link.divorce))
        problem(['tree', 'links', index], 'брак и развод бывают только у супругов');
      const events = coupleUpdateSchema.safeParse({ marriage: link.marriage, divorce: link.divorce });
      for (const issue of events.error?.issues ?? [])
        problem(['tree', 'links', index, ...issue.path.map(String)], issue.message);
    });

    const pageIds = unique(
      'memory_pages',
      manifest.memory_pages.map((page) => page.id),
    );
    const pagePersons = new Set<number>();
    const tokens = new Set<string>();
    manifest.memory_pages.forEach((page, index) => {
      if (!personIds.has(page.person)) problem(['memory_pages', index, 'person'], 'нет такой персоны');
      if (pagePersons.has(page.person))
        problem(['memory_pages', index, 'person'], 'у персоны две страницы памяти');
      pagePersons.add(page.person);
      if (tokens.has(page.link_token)) problem(['memory_pages', index, 'link_token'], 'повторяется');
      tokens.add(page.link_token);
      page.photos.forEach((photo, photoIndex) => {
        if (!isImage(photo.media))
          problem(['memory_pages', index, 'photos', photoIndex, 'media'], 'нет такого изображения в media');
      });
      page.relatives.forEach((relative, relativeIndex) => {
        if (!pageIds.has(relative.page) || relative.page === page.id)
          problem(['memory_pages', index, 'relatives', relativeIndex, 'page'], 'нет такой страницы');
      });
    });
  });

export type BackupManifest = z.infer<typeof manifestSchema>;

/** At most this many problems are named in the message; the rest are counted. */
const SHOWN_PROBLEMS = 3;

/**
 * Checks parsed manifest.json; the error names the first problems with their place in the file
 * ("persons.3.date_birth: …"). A newer format says so instead of listing what it does not know.
 */
export function validateManifest(
  value: unknown,
): { ok: true; manifest: BackupManifest } | { ok: false; message: string } {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const version = (value as { format_version?: unknown }).format_version;
    const format = (value as { format?: unknown }).format;
    if (format === BACKUP_FORMAT && typeof version === 'number' && version > BACKUP_FORMAT_VERSION)
      return { ok: false, message: BACKUP_MSG.newerFormat(version) };
  }
  const result = manifestSchema.safeParse(value);
  if (result.success) return { ok: true, manifest: result.data };
  const issues = result.error.issues;
  const described = issues.slice(0, SHOWN_PROBLEMS).map((issue) => {
    const place = issue.path.map(String).join('.');
    return place ? `${place}: ${issue.message}` : issue.message;
  });
  const more = issues.length > SHOWN_PROBLEMS ? ` и ещё ${issues.length - SHOWN_PROBLEMS}` : '';
  return { ok: false, message: BACKUP_MSG.manifestInvalid(`${described.join('; ')}${more}.`) };
}

/** The manifest of a snapshot whose files' checksums are known. */
export function buildManifest(
  snapshot: FamilySnapshot,
  checksums: Map<number, string>,
  meta: { exportedAt: Date; appVersion: string },
): BackupManifest {
  return {
    format: BACKUP_FORMAT,
    format_version: BACKUP_FORMAT_VERSION,
    exported_at: meta.exportedAt.toISOString(),
    app_version: meta.appVersion,
    persons: snapshot.persons,
    tree: { nodes: snapshot.nodes, links: snapshot.links },
    memory_pages: snapshot.pages,
    media: snapshot.media
      .filter((item) => checksums.has(item.id))
      .map((item) => ({
        ...item,
        sha256: checksums.get(item.id) as string,
        file: archiveFileName(item),
      })),
  };
}
