import { BACKUP_MSG } from '@sp/shared/api/backups';
import {
  type Gender,
  PERSON_NAME_MAX,
  PERSON_NOTE_MAX,
  PERSON_PLACE_MAX,
  personCreateSchema,
} from '@sp/shared/api/persons';
import { pluralRu } from '@sp/shared/format/plural';
import { badRequest } from '../../platform/errors';
import type { FamilySnapshot, SnapshotLink, SnapshotMedia, SnapshotPerson } from './family-snapshot';
import { formatGedcomDate, parseGedcomDate } from './gedcom-dates';
import {
  child,
  children,
  childValue,
  formatGedcom,
  type GedcomNode,
  type GedcomOut,
  GedcomSyntaxError,
  gx,
  isPointer,
  parseGedcom,
} from './gedcom-lines';

/**
 * Persons and the tree ↔ GEDCOM 7 records.
 *
 * INDI: NAME "Иван Петрович /Иванов/" with GIVN "Иван Петрович" (the Russian convention: the patronymic follows the
 * given name), SURN, and our _PATR with the patronymic alone so that it comes back exactly; SEX M/F; BIRT and DEAT
 * with DATE and PLAC (birth place); BURI with PLAC (burial city) and ADDR (the burial place: cemetery, plot);
 * RESI with the city the person lived in (as its text and PLAC); NOTE; OBJE links (the avatar first, then memory-page photos).
 * FAM: HUSB/WIFE (partners, by gender when known) and CHIL. A marriage is a FAM of two partners; two parents of a
 * child who are not married in the tree get a FAM with "NO MARR", so that importing it adds no marriage.
 */

export type GedcomMeta = { exportedAt: Date; appVersion: string };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const personRef = (id: number) => `@I${id}@`;
const objectRef = (id: number) => `@O${id}@`;

/** A family of the export: two partners (married or not) or one parent, and their children. */
type Family = { partners: number[]; married: boolean; children: number[] };

/**
 * Marriages and parent links as GEDCOM families. Each spouse link is one FAM; each parent link puts the child in
 * exactly one FAM of that parent: with a spouse who is the child's other parent, else with the other parent as
 * unmarried partners, else alone.
 */
export function familiesOf(snapshot: Pick<FamilySnapshot, 'nodes' | 'links'>): Family[] {
  const personOf = new Map(snapshot.nodes.map((node) => [node.id, node.person]));
  const families: Family[] = [];
  const byKey = new Map<string, Family>();
  const family = (key: string, partners: number[], married: boolean) => {
    let found = byKey.get(key);
    if (!found) {
      found = { partners, married, children: [] };
      byKey.set(key, found);
      families.push(found);
    }
    return found;
  };
  const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  for (const link of snapshot.links) {
    if (link.kind !== 'spouse') continue;
    const a = personOf.get(link.from) as number;
    const b = personOf.get(link.to) as number;
    family(
      `m:${pairKey(a, b)}`,
      [a, b].sort((x, y) => x - y),
      true,
    );
  }
  const parentsOf = new Map<number, number[]>();
  for (const link of snapshot.links) {
    if (link.kind !== 'parent') continue;
    const childId = personOf.get(link.to) as number;
    parentsOf.set(childId, [...(parentsOf.get(childId) ?? []), personOf.get(link.from) as number]);
  }
  for (const [childId, parents] of [...parentsOf].sort((a, b) => a[0] - b[0])) {
    const rest = [...parents].sort((a, b) => a - b);
    while (rest.length >= 2) {
      let pair: [number, number] | null = null;
      for (let i = 0; i < rest.length && !pair; i += 1)
        for (let j = i + 1; j < rest.length && !pair; j += 1)
          if (byKey.has(`m:${pairKey(rest[i], rest[j])}`)) pair = [rest[i], rest[j]];
      const [a, b] = pair ?? [rest[0], rest[1]];
      const key = pair ? `m:${pairKey(a, b)}` : `u:${pairKey(a, b)}`;
      family(
        key,
        [a, b].sort((x, y) => x - y),
        Boolean(pair),
      ).children.push(childId);
      rest.splice(rest.indexOf(a), 1);
      rest.splice(rest.indexOf(b), 1);
    }
    if (rest.length === 1) family(`s:${rest[0]}`, [rest[0]], false).children.push(childId);
  }
  return families;
}

function gedcomDateNow(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The NAME structure: "Иван Петрович /Иванов/" with its pieces. */
function nameOf(person: SnapshotPerson): GedcomOut {
  const given = [person.first_name, person.patronymic].filter(Boolean).join(' ');
  const full = [given, person.last_name ? `/${person.last_name}/` : ''].filter(Boolean).join(' ');
  return gx(
    'NAME',
    full,
    given && gx('GIVN', given),
    person.last_name && gx('SURN', person.last_name),
    person.patronymic && gx('_PATR', person.patronymic),
  );
}

function event(tag: string, date: string | null, place: string, extra?: GedcomOut | false): GedcomOut | null {
  if (!date && !place && !extra) return null;
  return gx(tag, null, date && gx('DATE', formatGedcomDate(date)), place && gx('PLAC', place), extra);
}

/**
 * The account's snapshot as a GEDCOM 7 file. `filePath` names where a media file lies next to it (in the
 * GEDZIP), or null to leave that photo out.
 */
export function writeGedcom(
  snapshot: FamilySnapshot,
  meta: GedcomMeta,
  filePath: (item: SnapshotMedia) => string | null,
): string {
  const mediaById = new Map(snapshot.media.map((item) => [item.id, item]));
  const objects = new Map<number, string>();
  const objectOf = (mediaId: number | null): string | null => {
    if (mediaId === null) return null;
    const item = mediaById.get(mediaId);
    if (item?.kind !== 'image') return null;
    const file = filePath(item);
    if (!file) return null;
    objects.set(mediaId, file);
    return objectRef(mediaId);
  };
  const pageOf = new Map(snapshot.pages.map((page) => [page.person, page]));
  const families = familiesOf(snapshot);
  const familyRefs = families.map((_, index) => `@F${index + 1}@`);

  const records: GedcomOut[] = [
    gx(
      'HEAD',
      null,
      gx('GEDC', null, gx('VERS', '7.0')),
      gx('SOUR', 'SVETLAYA_PAMYAT', gx('VERS', meta.appVersion), gx('NAME', 'Светлая память')),
      gx('DATE', gedcomDateNow(meta.exportedAt)),
      gx('LANG', 'ru'),
    ),
  ];
  for (const person of snapshot.persons) {
    const photos: GedcomOut[] = [];
    const avatar = objectOf(person.avatar);
    if (avatar) photos.push(gx('OBJE', avatar));
    for (const photo of pageOf.get(person.id)?.photos ?? []) {
      if (photo.media === person.avatar) continue;
      const ref = objectOf(photo.media);
      if (ref) photos.push(gx('OBJE', ref, photo.caption && gx('TITL', photo.caption)));
    }
    const ownFamilies = families.flatMap((item, index) =>
      item.partners.includes(person.id) ? [gx('FAMS', familyRefs[index])] : [],
    );
    const parentFamilies = families.flatMap((item, index) =>
      item.children.includes(person.id) ? [gx('FAMC', familyRefs[index])] : [],
    );
    records.push({
      xref: personRef(person.id),
      tag: 'INDI',
      children: [
        nameOf(person),
        person.gender && gx('SEX', person.gender === 'male' ? 'M' : 'F'),
        event('BIRT', person.date_birth, person.birth_place),
        event('DEAT', person.date_death, ''),
        event(
          'BURI',
          null,
          person.burial_city,
          Boolean(person.burial_place) && gx('ADDR', person.burial_place),
        ),
        person.city && gx('RESI', person.city, gx('PLAC', person.city)),
        person.note && gx('NOTE', person.note),
        ...photos,
        ...parentFamilies,
        ...ownFamilies,
      ],
    });
  }
  const genderOf = new Map(snapshot.persons.map((person) => [person.id, person.gender]));
  families.forEach((item, index) => {
    let [first, second] = item.partners;
    if (second !== undefined && (genderOf.get(first) === 'female' || genderOf.get(second) === 'male'))
      [first, second] = [second, first];
    const roles: GedcomOut[] =
      second === undefined
        ? [gx(genderOf.get(first) === 'female' ? 'WIFE' : 'HUSB', personRef(first))]
        : [gx('HUSB', personRef(first)), gx('WIFE', personRef(second))];
    records.push({
      xref: familyRefs[index],
      tag: 'FAM',
      children: [
        ...roles,
        second !== undefined && !item.married && gx('NO', 'MARR'),
        ...item.children.map((childId) => gx('CHIL', personRef(childId))),
      ],
    });
  });
  for (const [mediaId, file] of objects) {
    const item = mediaById.get(mediaId) as SnapshotMedia;
    records.push({
      xref: objectRef(mediaId),
      tag: 'OBJE',
      children: [gx('FILE', file, gx('FORM', item.mime_type), item.name && gx('TITL', item.name))],
    });
  }
  records.push(gx('TRLR'));
  return formatGedcom(records);
}

// --- import ---

export const MAX_GEDCOM_PERSONS = 50_000;

/** A photo a person's OBJE names: a path inside the GEDZIP. */
export type GedcomPhoto = { path: string; title: string };

export type GedcomImport = {
  /** avatar is always null here: the importer picks it from `photos` once the files are read */
  persons: (SnapshotPerson & { photos: GedcomPhoto[] })[];
  /** from and to are person ids (each person is one tree node) */
  links: SnapshotLink[];
  warnings: string[];
};

const ALLOWED_LETTER = /[A-Za-zА-Яа-яЁё]/;
const EAST_SLAVIC: Record<string, string> = {
  і: 'и',
  ї: 'и',
  є: 'е',
  ґ: 'г',
  ў: 'у',
  І: 'И',
  Ї: 'И',
  Є: 'Е',
  Ґ: 'Г',
  Ў: 'У',
};

/**
 * A name as our persons accept it (letters, with a hyphen, a space or an apostrophe between parts): Ukrainian and
 * Belarusian letters become their Russian neighbours, Latin diacritics are dropped, anything else separates.
 */
export function cleanPersonName(value: string): string {
  let out = '';
  for (const char of value) {
    if (ALLOWED_LETTER.test(char) || char === ' ' || char === '-' || char === "'" || char === '’')
      out += char;
    else if (EAST_SLAVIC[char]) out += EAST_SLAVIC[char];
    else {
      const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += plain.length === 1 && ALLOWED_LETTER.test(plain) ? plain : ' ';
    }
  }
  const cleaned = out
    .replace(/\s+/g, ' ')
    .replace(/([ '’-])[ '’-]+/g, '$1')
    .replace(/^[ '’-]+|[ '’-]+$/g, '');
  return cleaned.slice(0, PERSON_NAME_MAX).replace(/[ '’-]+$/, '');
}

const PATRONYMIC = /(вич|вна|чна|ич|ovich|evich|ovna|evna|ichna)$/i;

/** Given names "Иван Петрович" → first name and patronymic (by our _PATR, else by the Russian ending). */
export function splitGiven(given: string, patronymicTag: string): { first: string; patronymic: string } {
  const words = given.split(' ').filter(Boolean);
  const tagged = cleanPersonName(patronymicTag);
  if (tagged && words.length >= 2 && given.endsWith(` ${tagged}`))
    return { first: given.slice(0, -tagged.length - 1).trim(), patronymic: tagged };
  if (tagged && words.length === 1 && given === tagged) return { first: '', patronymic: tagged };
  if (words.length >= 2 && PATRONYMIC.test(words.at(-1) as string))
    return { first: words.slice(0, -1).join(' '), patronymic: words.at(-1) as string };
  return { first: given, patronymic: '' };
}

const place = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, PERSON_PLACE_MAX);

/** A FILE reference as a path inside the GEDZIP, or null for a web address or a path outside it. */
export function gedzipPath(reference: string): string | null {
  let value = reference.trim().replace(/\\/g, '/');
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  try {
    value = decodeURIComponent(value);
  } catch {
    return null;
  }
  value = value.replace(/^(\.\/)+/, '');
  if (value.startsWith('/') || value.split('/').some((part) => part === '..' || part === '')) return null;
  return value;
}

type Counter = {
  approximate: number;
  unnamed: number;
  deathWithoutDate: number;
  renamed: number;
  dropped: number;
};

/**
 * Reads a GEDCOM file into persons and links. Unknown tags and records are ignored; approximate dates keep their
 * year and their wording goes to the person's note; names are cleaned to what persons accept, the original
 * wording then noted too.
 */
export function readGedcom(text: string): GedcomImport {
  let records: GedcomNode[];
  try {
    records = parseGedcom(text);
  } catch (error) {
    if (error instanceof GedcomSyntaxError)
      throw badRequest(BACKUP_MSG.gedcomSyntax(error.line, error.reason));
    throw error;
  }
  if (records[0]?.tag !== 'HEAD') throw badRequest(BACKUP_MSG.gedcomNoHead);
  const individuals = records.filter((record) => record.tag === 'INDI');
  if (!individuals.length) throw badRequest(BACKUP_MSG.gedcomEmpty);
  if (individuals.length > MAX_GEDCOM_PERSONS) throw badRequest(BACKUP_MSG.gedcomTooMany(MAX_GEDCOM_PERSONS));

  const byXref = new Map(
    records.filter((record) => record.xref).map((record) => [record.xref as string, record]),
  );
  const counter: Counter = { approximate: 0, unnamed: 0, deathWithoutDate: 0, renamed: 0, dropped: 0 };
  const personIds = new Map<string, number>();
  const persons: GedcomImport['persons'] = individuals.map((record, index) => {
    const id = index + 1;
    if (record.xref) personIds.set(record.xref, id);
    return readPerson(record, id, byXref, counter);
  });

  const links: SnapshotLink[] = [];
  const seen = new Set<string>();
  const addLink = (kind: SnapshotLink['kind'], a: number, b: number) => {
    if (a === b) return;
    const [from, to] = kind === 'spouse' && a > b ? [b, a] : [a, b];
    const key = `${kind}:${from}:${to}`;
    if (seen.has(key)) return;
    seen.add(key);
    links.push({ kind, from, to });
  };
  const idOf = (node: GedcomNode) => (isPointer(node.value) ? personIds.get(node.value) : undefined);
  for (const family of records.filter((record) => record.tag === 'FAM')) {
    const partners = [...children(family, 'HUSB'), ...children(family, 'WIFE')]
      .map(idOf)
      .filter((id): id is number => id !== undefined);
    const kids = children(family, 'CHIL')
      .map(idOf)
      .filter((id): id is number => id !== undefined);
    const notMarried = children(family, 'NO').some((item) => item.value.trim().toUpperCase() === 'MARR');
    if (partners.length === 2 && !notMarried) addLink('spouse', partners[0], partners[1]);
    for (const parent of partners) for (const kid of kids) addLink('parent', parent, kid);
  }

  const warnings: string[] = [];
  const count = (n: number, forms: readonly [string, string, string]) => `${n} ${pluralRu(n, forms)}`;
  const personForms = ['персоны', 'персон', 'персон'] as const;
  if (counter.approximate)
    warnings.push(
      `Приблизительные даты (около, до, после, между) у ${count(counter.approximate, personForms)}: сохранён год, исходная запись — в заметке.`,
    );
  if (counter.dropped)
    warnings.push(
      `Невозможные или непонятные даты у ${count(counter.dropped, personForms)} не сохранены, они записаны в заметку.`,
    );
  if (counter.deathWithoutDate)
    warnings.push(
      `У ${count(counter.deathWithoutDate, personForms)} отмечена смерть без даты: без даты смерти персона считается живой и видна только вам.`,
    );
  if (counter.renamed)
    warnings.push(
      `Имена ${count(counter.renamed, personForms)} содержали недопустимые знаки и были исправлены; исходное написание — в заметке.`,
    );
  if (counter.unnamed)
    warnings.push(`У ${count(counter.unnamed, personForms)} не было имени: записано «Неизвестно».`);
  return { persons, links, warnings };
}

function noteText(node: GedcomNode, byXref: Map<string, GedcomNode>): string {
  if (isPointer(node.value)) return byXref.get(node.value)?.value.trim() ?? '';
  return node.value.trim();
}

function readPerson(
  record: GedcomNode,
  id: number,
  byXref: Map<string, GedcomNode>,
  counter: Counter,
): GedcomImport['persons'][number] {
  const notes: string[] = [];
  const name = child(record, 'NAME');
  const rawName = name?.value ?? '';
  const surnameInName = /\/([^/]*)\//.exec(rawName)?.[1] ?? '';
  const givenInName = rawName.replace(/\/[^/]*\/?/g, ' ');
  const rawGiven = childValue(name, 'GIVN') || givenInName;
  const rawSurname = childValue(name, 'SURN') || surnameInName;
  const given = cleanPersonName(rawGiven);
  const lastName = cleanPersonName(rawSurname);
  const { first, patronymic } = splitGiven(given, childValue(name, '_PATR'));
  const original = `${rawGiven} ${rawSurname}`.replace(/[\s/]+/g, ' ').trim();
  if (original !== `${given} ${lastName}`.trim()) {
    counter.renamed += 1;
    notes.push(`Имя в GEDCOM: ${rawName.replace(/\//g, '').replace(/\s+/g, ' ').trim() || original}`);
  }
  const sex = childValue(record, 'SEX').toUpperCase();
  const gender: Gender | null = sex === 'M' ? 'male' : sex === 'F' ? 'female' : null;
  let firstName = first;
  if (!firstName) {
    counter.unnamed += 1;
    firstName = 'Неизвестно';
  }

  let approximate = false;
  let dropped = false;
  const dateOf = (tag: string, label: string): string => {
    const dateNode = child(child(record, tag), 'DATE');
    if (!dateNode) return '';
    const date = parseGedcomDate(dateNode.value, childValue(dateNode, 'PHRASE'));
    if (!date) return '';
    if (!date.exact) {
      notes.push(`${label} в GEDCOM: ${date.text}`);
      if (date.value) approximate = true;
      else dropped = true;
    }
    return date.value ?? '';
  };
  let birth = dateOf('BIRT', 'Дата рождения');
  let death = dateOf('DEAT', 'Дата смерти');
  const deathNode = child(record, 'DEAT');
  if (deathNode && !death) {
    counter.deathWithoutDate += 1;
    notes.push('Умер(ла), дата смерти неизвестна');
  }
  for (const note of children(record, 'NOTE').concat(children(record, 'SNOTE'))) {
    const value = noteText(note, byXref);
    if (value) notes.push(value);
  }

  const fields = {
    last_name: lastName,
    first_name: firstName,
    patronymic,
    gender: gender ?? '',
    date_birth: birth,
    date_death: death,
  };
  // a date in the future or a death before the birth: kept in the note only
  for (const issue of personCreateSchema.safeParse(fields).error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'date_birth' && birth) {
      notes.push(`Дата рождения в GEDCOM не сохранена (${issue.message.toLowerCase()}): ${birth}`);
      birth = '';
      dropped = true;
    } else if (field === 'date_death' && death) {
      notes.push(`Дата смерти в GEDCOM не сохранена (${issue.message.toLowerCase()}): ${death}`);
      death = '';
      dropped = true;
    }
  }
  if (approximate) counter.approximate += 1;
  if (dropped) counter.dropped += 1;

  const burial = child(record, 'BURI');
  const photos: GedcomPhoto[] = [];
  for (const link of children(record, 'OBJE')) {
    const object = isPointer(link.value) ? byXref.get(link.value) : link;
    for (const file of children(object, 'FILE')) {
      const path = gedzipPath(file.value);
      if (path)
        photos.push({
          path,
          title: childValue(link, 'TITL') || childValue(file, 'TITL') || childValue(object, 'TITL'),
        });
    }
  }
  return {
    id,
    last_name: lastName,
    first_name: firstName,
    patronymic,
    gender,
    date_birth: birth || null,
    date_death: death || null,
    birth_place: place(childValue(child(record, 'BIRT'), 'PLAC')),
    city: place(childValue(child(record, 'RESI'), 'PLAC') || childValue(record, 'RESI').replace(/^Y$/, '')),
    burial_city: place(childValue(burial, 'PLAC')),
    burial_place: place(childValue(burial, 'ADDR').split('\n')[0] ?? ''),
    note: notes.join('\n').slice(0, PERSON_NOTE_MAX).trim(),
    avatar: null,
    photos,
  };
}
