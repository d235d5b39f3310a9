import { BACKUP_MSG } from '@sp/shared/api/backups';
import type { CoupleEvent } from '@sp/shared/api/family-tree';
import {
  NAME_AFFIX_MAX,
  OTHER_NAMES_MAX,
  type OtherName,
  type OtherNameKind,
  otherNameInputSchema,
  PERSON_FACTS_MAX,
  PERSON_NAME_MAX,
  PERSON_NOTE_MAX,
  PERSON_PLACE_MAX,
  PERSON_SOURCE_MAX,
  type PersonFact,
  type PersonGender,
  personCreateSchema,
  qualifiedDateInputSchema,
} from '@sp/shared/api/persons';
import { exactDate, formatPartialDate, type QualifiedDate } from '@sp/shared/format/partial-date';
import { badRequest } from '../../platform/errors';
import type { FamilySnapshot, SnapshotLink, SnapshotMedia, SnapshotPerson } from './family-snapshot';
import { formatGedcomDate, type GedcomDateRead, parseGedcomDate } from './gedcom-dates';
import {
  child,
  children,
  childValue,
  formatGedcom,
  type GedcomChild,
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
 * INDI: NAME "Dr. Иван Петрович /Иванов/ Jr." with NPFX, GIVN "Иван Петрович" (the Russian convention: the
 * patronymic follows the given name), NICK, SURN, NSFX and our _PATR with the patronymic alone so that it comes
 * back exactly (declared in HEAD.SCHMA); other names as further NAMEs with TYPE (MAIDEN, MARRIED, AKA…); SEX
 * M/F/X/U; BIRT and DEAT with DATE (qualifier, range, calendar, PHRASE) and PLAC (birth place), then the other
 * claims of birth and death as further BIRT/DEAT with their SOUR; BURI with PLAC (burial city) and ADDR (the burial
 * place: cemetery, plot); RESI with the city the person lived in (as its text and PLAC); NOTE; OBJE links (the
 * avatar first, then memory-page photos).
 * FAM: HUSB/WIFE (partners, by gender when known), MARR and DIV with their dates and places, and CHIL. A marriage
 * is a FAM of two partners; two parents of a child who are not married in the tree get a FAM with "NO MARR", so
 * that importing it adds no marriage. SOUR records hold the sources' texts (TITL).
 */

export type GedcomMeta = { exportedAt: Date; appVersion: string };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const personRef = (id: number) => `@I${id}@`;
const objectRef = (id: number) => `@O${id}@`;

/** A family of the export: two partners (married or not) or one parent, and their children. */
type Family = {
  partners: number[];
  married: boolean;
  children: number[];
  marriage?: CoupleEvent;
  divorce?: CoupleEvent;
};

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
    const couple = family(
      `m:${pairKey(a, b)}`,
      [a, b].sort((x, y) => x - y),
      true,
    );
    if (link.marriage) couple.marriage = link.marriage;
    if (link.divorce) couple.divorce = link.divorce;
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

/**
 * Our extension tags, declared in HEAD.SCHMA as GEDCOM 7 asks (a reader that does not know a tag learns where it
 * is documented): _PATR, the patronymic, under NAME. The URI names the tag; docs/decisions.md describes it.
 */
export const EXTENSION_TAGS: Record<string, string> = {
  _PATR: 'https://svetlaya-pamyat.ru/gedcom/v7/_PATR',
};

/** "Иван Петрович /Иванов/" with its prefix and suffix: how the name is said (GEDCOM's NAME payload). */
function namePayload(parts: { prefix: string; given: string; surname: string; suffix: string }): string {
  return [parts.prefix, parts.given, parts.surname ? `/${parts.surname}/` : '', parts.suffix]
    .filter(Boolean)
    .join(' ');
}

/** The person's own NAME: "Иван Петрович /Иванов/" with its pieces (NPFX, GIVN, NICK, SURN, NSFX, _PATR). */
function nameOf(person: SnapshotPerson): GedcomOut {
  const given = [person.first_name, person.patronymic].filter(Boolean).join(' ');
  return gx(
    'NAME',
    namePayload({ prefix: person.name_prefix, given, surname: person.last_name, suffix: person.name_suffix }),
    person.name_prefix && gx('NPFX', person.name_prefix),
    given && gx('GIVN', given),
    person.nickname && gx('NICK', person.nickname),
    person.last_name && gx('SURN', person.last_name),
    person.name_suffix && gx('NSFX', person.name_suffix),
    person.patronymic && gx('_PATR', person.patronymic),
  );
}

const NAME_TYPES: Record<OtherNameKind, string> = {
  birth: 'BIRTH',
  married: 'MARRIED',
  maiden: 'MAIDEN',
  aka: 'AKA',
  immigrant: 'IMMIGRANT',
  professional: 'PROFESSIONAL',
  other: 'OTHER',
};

/** Another name: a second NAME with its TYPE (MAIDEN, MARRIED, AKA…) and pieces. */
function otherNameOf(name: OtherName): GedcomOut {
  return gx(
    'NAME',
    namePayload(name),
    // GEDCOM 7: OTHER should say in a PHRASE what it is
    gx('TYPE', NAME_TYPES[name.kind], name.kind === 'other' && gx('PHRASE', 'Другое имя')),
    name.prefix && gx('NPFX', name.prefix),
    name.given && gx('GIVN', name.given),
    name.nickname && gx('NICK', name.nickname),
    name.surname && gx('SURN', name.surname),
    name.suffix && gx('NSFX', name.suffix),
  );
}

/** DATE with its PHRASE, or nothing for no date. */
function dateOf(date: QualifiedDate | null): GedcomOut | null {
  if (!date || (!date.value && !date.phrase)) return null;
  const { payload, phrase } = formatGedcomDate(date);
  return gx('DATE', payload, phrase && gx('PHRASE', phrase));
}

function event(
  tag: string,
  date: QualifiedDate | null,
  place: string,
  ...extra: GedcomChild[]
): GedcomOut | null {
  const dateNode = dateOf(date);
  if (!dateNode && !place && !extra.some(Boolean)) return null;
  return gx(tag, null, dateNode, place && gx('PLAC', place), ...extra);
}

const SEX: Record<PersonGender, string> = { male: 'M', female: 'F', x: 'X', unknown: 'U' };

/**
 * The account's snapshot as a GEDCOM 7 file. `filePath` names where a media file lies next to it (in the
 * GEDZIP), or null to leave that photo out (a plain .ged).
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
  // the sources of other birth and death claims, one SOUR record each
  const sources = new Map<string, string>();
  const sourceOf = (text: string): GedcomOut | null => {
    if (!text) return null;
    let ref = sources.get(text);
    if (!ref) {
      ref = `@S${sources.size + 1}@`;
      sources.set(text, ref);
    }
    return gx('SOUR', ref);
  };
  const pageOf = new Map(snapshot.pages.map((page) => [page.person, page]));
  const families = familiesOf(snapshot);
  const familyRefs = families.map((_, index) => `@F${index + 1}@`);

  const records: GedcomOut[] = [
    gx(
      'HEAD',
      null,
      gx('GEDC', null, gx('VERS', '7.0')),
      gx('SCHMA', null, ...Object.entries(EXTENSION_TAGS).map(([tag, uri]) => gx('TAG', `${tag} ${uri}`))),
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
    const birth = qualifiedOf(person, 'birth');
    const death = qualifiedOf(person, 'death');
    const otherClaims = (kind: 'birth' | 'death') =>
      person.facts
        .filter((fact) => fact.kind === kind)
        .map(
          (fact) =>
            event(kind === 'birth' ? 'BIRT' : 'DEAT', fact.date, fact.place, sourceOf(fact.source)) ??
            gx(kind === 'birth' ? 'BIRT' : 'DEAT', 'Y'),
        );
    const births = otherClaims('birth');
    const deaths = otherClaims('death');
    records.push({
      xref: personRef(person.id),
      tag: 'INDI',
      children: [
        nameOf(person),
        ...person.other_names.map(otherNameOf),
        person.gender && gx('SEX', SEX[person.gender]),
        // the person's own birth and death come first (the preferred ones), then the other claims
        event('BIRT', birth, person.birth_place) ?? (births.length ? gx('BIRT', 'Y') : null),
        ...births,
        event('DEAT', death, '') ?? (deaths.length ? gx('DEAT', 'Y') : null),
        ...deaths,
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
    // HUSB and WIFE are roles: a man first, a woman second when the partners' genders differ
    const is = (id: number, gender: PersonGender) => genderOf.get(id) === gender;
    if (
      second !== undefined &&
      ((is(first, 'female') && !is(second, 'female')) || (is(second, 'male') && !is(first, 'male')))
    )
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
        item.marriage && event('MARR', item.marriage.date, item.marriage.place),
        item.divorce && (event('DIV', item.divorce.date, item.divorce.place) ?? gx('DIV', 'Y')),
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
  for (const [text, ref] of sources) records.push({ xref: ref, tag: 'SOUR', children: [gx('TITL', text)] });
  records.push(gx('TRLR'));
  return formatGedcom(records);
}

/** A snapshot person's birth or death as a QualifiedDate, null when nothing of it is known. */
function qualifiedOf(person: SnapshotPerson, event: 'birth' | 'death'): QualifiedDate | null {
  const date: QualifiedDate =
    event === 'birth'
      ? {
          value: person.date_birth,
          qualifier: person.date_birth_qualifier,
          value_to: person.date_birth_to,
          calendar: person.date_birth_calendar,
          phrase: person.date_birth_phrase,
        }
      : {
          value: person.date_death,
          qualifier: person.date_death_qualifier,
          value_to: person.date_death_to,
          calendar: person.date_death_calendar,
          phrase: person.date_death_phrase,
        };
  return date.value || date.phrase ? date : null;
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

const NAME_CHAR = /[\p{L}\p{M}]/u;
const NAME_SEPARATORS = new Set([' ', '-', "'", '’']);

/**
 * A name as persons accept it: letters of any alphabet (Łukasz, Müller-Ørsted, Іванівна, 王), with a hyphen, a space
 * or an apostrophe between parts; anything else (dots, digits, brackets) separates. Unicode NFC.
 */
export function cleanPersonName(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC'))
    out += NAME_CHAR.test(char) || NAME_SEPARATORS.has(char) ? char : ' ';
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
const text = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max);

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

/** How many persons (or families) each kind of thing the report tells of happened to. */
type Counter = {
  dual: number;
  words: number;
  impossible: number;
  dropped: number;
  unnamed: number;
  deathWithoutDate: number;
  renamed: number;
  eventSources: number;
  tooMany: number;
  coupleEvents: number;
};

/** Counts a person once for each kind of thing that happened to its dates. */
function countDates(counter: Counter, reads: (GedcomDateRead | null)[]): void {
  const issues = new Set(reads.map((read) => read?.issue).filter(Boolean));
  if (issues.has('dual')) counter.dual += 1;
  if (issues.has('words')) counter.words += 1;
  if (issues.has('impossible')) counter.impossible += 1;
}

/** The DATE of an event (with its PHRASE), checked as a person's date would be; null when it has none. */
function eventDate(node: GedcomNode | undefined): GedcomDateRead | null {
  const dateNode = child(node, 'DATE');
  if (!dateNode) return null;
  return parseGedcomDate(dateNode.value, childValue(dateNode, 'PHRASE'));
}

/** A date as a fact or a couple may keep it: null when it breaks a person's rules (in the future). */
function checkedDate(read: GedcomDateRead | null): QualifiedDate | null {
  if (!read) return null;
  const checked = qualifiedDateInputSchema.safeParse(read.date);
  return checked.success ? checked.data : null;
}

/** The texts of an event's source citations: the source's title, then its page; "; " between them. */
function sourcesOf(node: GedcomNode | undefined, byXref: Map<string, GedcomNode>): string {
  const texts = children(node, 'SOUR').map((citation) => {
    const record = isPointer(citation.value) ? byXref.get(citation.value) : undefined;
    const title = record
      ? childValue(record, 'TITL') || childValue(record, 'ABBR') || childValue(record, 'AUTH')
      : isPointer(citation.value) || citation.value === '@VOID@'
        ? ''
        : citation.value.trim();
    return [title, childValue(citation, 'PAGE')].filter(Boolean).join(', ');
  });
  return text(texts.filter(Boolean).join('; '), PERSON_SOURCE_MAX);
}

/** An event of a couple (MARR, DIV): its date and place, undefined when nothing of it is known. */
function coupleEventOf(node: GedcomNode | undefined, counter: Counter): CoupleEvent | undefined {
  if (!node) return undefined;
  const read = eventDate(node);
  countDates(counter, [read]);
  const date = checkedDate(read);
  const where = place(childValue(node, 'PLAC'));
  return date || where ? { date, place: where } : undefined;
}

/**
 * Reads a GEDCOM file into persons and links. Unknown tags and records are ignored; dates keep their qualifiers,
 * ranges, calendars and words; names keep every letter; other names, other claims of birth and death and the
 * couples' marriages and divorces are kept; what was not kept as the file said is named in the warnings.
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
  const counter: Counter = {
    dual: 0,
    words: 0,
    impossible: 0,
    dropped: 0,
    unnamed: 0,
    deathWithoutDate: 0,
    renamed: 0,
    eventSources: 0,
    tooMany: 0,
    coupleEvents: 0,
  };
  const personIds = new Map<string, number>();
  const persons: GedcomImport['persons'] = individuals.map((record, index) => {
    const id = index + 1;
    if (record.xref) personIds.set(record.xref, id);
    return readPerson(record, id, byXref, counter);
  });

  const links: SnapshotLink[] = [];
  const seen = new Map<string, SnapshotLink>();
  const addLink = (kind: SnapshotLink['kind'], a: number, b: number): SnapshotLink | undefined => {
    if (a === b) return undefined;
    const [from, to] = kind === 'spouse' && a > b ? [b, a] : [a, b];
    const key = `${kind}:${from}:${to}`;
    const existing = seen.get(key);
    if (existing) return existing;
    const link: SnapshotLink = { kind, from, to };
    seen.set(key, link);
    links.push(link);
    return link;
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
    if (partners.length === 2 && !notMarried) {
      const couple = addLink('spouse', partners[0], partners[1]);
      const marriages = children(family, 'MARR');
      const divorces = children(family, 'DIV');
      if (marriages.length > 1 || divorces.length > 1) counter.coupleEvents += 1;
      const marriage = coupleEventOf(marriages[0], counter);
      const divorce = coupleEventOf(divorces[0], counter);
      if (couple && marriage && !couple.marriage) couple.marriage = marriage;
      if (couple && divorce && !couple.divorce) couple.divorce = divorce;
    }
    for (const parent of partners) for (const kid of kids) addLink('parent', parent, kid);
  }

  const warnings: string[] = [];
  if (counter.dual) warnings.push(BACKUP_MSG.gedcomDualYears(counter.dual));
  if (counter.impossible) warnings.push(BACKUP_MSG.gedcomImpossibleDates(counter.impossible));
  if (counter.words) warnings.push(BACKUP_MSG.gedcomDatesInWords(counter.words));
  if (counter.dropped) warnings.push(BACKUP_MSG.gedcomDatesDropped(counter.dropped));
  if (counter.deathWithoutDate) warnings.push(BACKUP_MSG.gedcomDeathWithoutDate(counter.deathWithoutDate));
  if (counter.renamed) warnings.push(BACKUP_MSG.gedcomRenamed(counter.renamed));
  if (counter.unnamed) warnings.push(BACKUP_MSG.gedcomUnnamed(counter.unnamed));
  if (counter.eventSources) warnings.push(BACKUP_MSG.gedcomEventSources(counter.eventSources));
  if (counter.tooMany)
    warnings.push(BACKUP_MSG.gedcomTooManyDetails(counter.tooMany, OTHER_NAMES_MAX, PERSON_FACTS_MAX));
  if (counter.coupleEvents) warnings.push(BACKUP_MSG.gedcomExtraCoupleEvents(counter.coupleEvents));
  return { persons, links, warnings };
}

function noteText(node: GedcomNode, byXref: Map<string, GedcomNode>): string {
  if (isPointer(node.value)) return byXref.get(node.value)?.value.trim() ?? '';
  return node.value.trim();
}

type NameParts = { prefix: string; given: string; surname: string; suffix: string; nickname: string };

/**
 * A NAME's parts: its pieces (NPFX, GIVN, NICK, SPFX + SURN, NSFX) where given, else read from the payload
 * ("Dr. Łukasz /Müller-Ørsted/ Jr.": the surname between the slashes, the prefix and suffix around the given names).
 */
function nameParts(name: GedcomNode | undefined): NameParts & { raw: { given: string; surname: string } } {
  const payload = name?.value ?? '';
  const prefix = text(childValue(name, 'NPFX'), NAME_AFFIX_MAX);
  const suffix = text(childValue(name, 'NSFX'), NAME_AFFIX_MAX);
  const surnameInName = /\/([^/]*)\//.exec(payload)?.[1] ?? '';
  let givenInName = payload
    .replace(/\/[^/]*\/?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (prefix && givenInName.startsWith(prefix)) givenInName = givenInName.slice(prefix.length).trim();
  if (suffix && givenInName.endsWith(suffix)) givenInName = givenInName.slice(0, -suffix.length).trim();
  const surnamePiece = [childValue(name, 'SPFX'), childValue(name, 'SURN')].filter(Boolean).join(' ');
  const rawGiven = childValue(name, 'GIVN') || givenInName;
  const rawSurname = surnamePiece || surnameInName;
  return {
    prefix,
    given: cleanPersonName(rawGiven),
    surname: cleanPersonName(rawSurname),
    suffix,
    nickname: text(childValue(name, 'NICK'), PERSON_NAME_MAX),
    raw: { given: rawGiven.replace(/\s+/g, ' ').trim(), surname: rawSurname.replace(/\s+/g, ' ').trim() },
  };
}

const NAME_KINDS: Record<string, OtherNameKind> = {
  BIRTH: 'birth',
  MARRIED: 'married',
  MAIDEN: 'maiden',
  AKA: 'aka',
  IMMIGRANT: 'immigrant',
  PROFESSIONAL: 'professional',
  OTHER: 'other',
};

function readPerson(
  record: GedcomNode,
  id: number,
  byXref: Map<string, GedcomNode>,
  counter: Counter,
): GedcomImport['persons'][number] {
  const notes: string[] = [];
  const [name, ...moreNames] = children(record, 'NAME');
  const parts = nameParts(name);
  const { first, patronymic } = splitGiven(parts.given, childValue(name, '_PATR'));
  const original = `${parts.raw.given} ${parts.raw.surname}`.normalize('NFC').trim();
  if (original !== `${parts.given} ${parts.surname}`.trim()) {
    counter.renamed += 1;
    notes.push(
      `Имя в GEDCOM: ${(name?.value ?? '').replace(/\//g, '').replace(/\s+/g, ' ').trim() || original}`,
    );
  }
  let firstName = first;
  if (!firstName) {
    counter.unnamed += 1;
    firstName = 'Неизвестно';
  }
  const otherNames: OtherName[] = [];
  let tooMany = false;
  for (const other of moreNames) {
    const kind = NAME_KINDS[childValue(other, 'TYPE').toUpperCase()] ?? 'other';
    const { raw: _raw, ...otherParts } = nameParts(other);
    const checked = otherNameInputSchema.safeParse({ kind, ...otherParts });
    if (!checked.success) continue;
    if (otherNames.length >= OTHER_NAMES_MAX) tooMany = true;
    else otherNames.push(checked.data);
  }

  const sex = childValue(record, 'SEX').toUpperCase();
  const gender: PersonGender | null =
    sex === 'M' ? 'male' : sex === 'F' ? 'female' : sex === 'X' ? 'x' : sex === 'U' ? 'unknown' : null;

  // the first BIRT and DEAT are the person's (GEDCOM: the preferred first); the others are kept as facts
  const births = children(record, 'BIRT');
  const deaths = children(record, 'DEAT');
  const birthRead = eventDate(births[0]);
  const deathRead = eventDate(deaths[0]);
  const facts: PersonFact[] = [];
  const factReads: (GedcomDateRead | null)[] = [];
  for (const [kind, events] of [
    ['birth', births.slice(1)],
    ['death', deaths.slice(1)],
  ] as const) {
    for (const node of events) {
      const read = eventDate(node);
      factReads.push(read);
      if (facts.length >= PERSON_FACTS_MAX) {
        tooMany = true;
        continue;
      }
      facts.push({
        kind,
        date: checkedDate(read),
        place: place(childValue(node, 'PLAC')),
        source: sourcesOf(node, byXref),
      });
    }
  }
  if (tooMany) counter.tooMany += 1;
  if (children(births[0], 'SOUR').length || children(deaths[0], 'SOUR').length) counter.eventSources += 1;
  countDates(counter, [birthRead, deathRead, ...factReads]);

  let birth: QualifiedDate | null = birthRead?.date ?? null;
  let death: QualifiedDate | null = deathRead?.date ?? null;
  if (deaths[0] && !death?.value && !death?.phrase) {
    counter.deathWithoutDate += 1;
    notes.push('Умер(ла), дата смерти неизвестна');
  }
  for (const note of children(record, 'NOTE').concat(children(record, 'SNOTE'))) {
    const value = noteText(note, byXref);
    if (value) notes.push(value);
  }

  const dateFields = (key: 'date_birth' | 'date_death', date: QualifiedDate | null) => {
    const value = date ?? exactDate(null);
    return {
      [key]: value.value ?? '',
      [`${key}_qualifier`]: value.qualifier,
      [`${key}_to`]: value.value_to ?? '',
      [`${key}_calendar`]: value.calendar,
      [`${key}_phrase`]: value.phrase,
    };
  };
  // a date in the future or a death before the birth: kept in the note only
  const issues =
    personCreateSchema.safeParse({
      first_name: firstName,
      ...dateFields('date_birth', birth),
      ...dateFields('date_death', death),
    }).error?.issues ?? [];
  let dropped = false;
  const said = (date: QualifiedDate | null) =>
    date
      ? [formatPartialDate(date.value), formatPartialDate(date.value_to), date.phrase]
          .filter(Boolean)
          .join(' – ')
      : '';
  for (const issue of issues) {
    const field = String(issue.path[0]);
    if (field.startsWith('date_birth') && birth) {
      notes.push(`Дата рождения в GEDCOM не сохранена (${issue.message.toLowerCase()}): ${said(birth)}`);
      birth = null;
      dropped = true;
    } else if (field.startsWith('date_death') && death) {
      notes.push(`Дата смерти в GEDCOM не сохранена (${issue.message.toLowerCase()}): ${said(death)}`);
      death = null;
      dropped = true;
    }
  }
  if (dropped) counter.dropped += 1;
  const birthDate = birth ?? exactDate(null);
  const deathDate = death ?? exactDate(null);

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
    last_name: parts.surname,
    first_name: firstName,
    patronymic,
    name_prefix: parts.prefix,
    name_suffix: parts.suffix,
    nickname: parts.nickname,
    other_names: otherNames,
    gender,
    date_birth: birthDate.value,
    date_birth_qualifier: birthDate.qualifier,
    date_birth_to: birthDate.value_to,
    date_birth_calendar: birthDate.calendar,
    date_birth_phrase: birthDate.phrase,
    date_death: deathDate.value,
    date_death_qualifier: deathDate.qualifier,
    date_death_to: deathDate.value_to,
    date_death_calendar: deathDate.calendar,
    date_death_phrase: deathDate.phrase,
    facts,
    birth_place: place(childValue(births[0], 'PLAC')),
    city: place(childValue(child(record, 'RESI'), 'PLAC') || childValue(record, 'RESI').replace(/^Y$/, '')),
    burial_city: place(childValue(burial, 'PLAC')),
    burial_place: place(childValue(burial, 'ADDR').split('\n')[0] ?? ''),
    note: notes.join('\n').slice(0, PERSON_NOTE_MAX).trim(),
    avatar: null,
    photos,
  };
}
