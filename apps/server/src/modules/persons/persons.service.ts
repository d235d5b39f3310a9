import {
  dateGroupsOf,
  groupDate,
  HIDDEN_PERSON_NAME,
  type OtherName,
  PERSON_MSG,
  PERSON_PLAIN_EXTRAS,
  type Person,
  type PersonDateGroup,
  type PersonFact,
  type PersonFields,
  type PersonGender,
  type PersonListQuery,
  personDateIssues,
  personFullName,
} from '@sp/shared/api/persons';
import {
  APPROXIMATE_YEARS,
  type DateCalendar,
  type DateQualifier,
  fromStoredDate,
  partialDateEnd,
  type QualifiedDate,
  toStoredDate,
} from '@sp/shared/format/partial-date';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  not,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { isOwnedBy, type Owner, ownedBy, ownerValues } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike, everyWordIn, plainText, searchWords } from '../../platform/sql-text';
import { mediaUrlFor } from '../../platform/storage';
import {
  type MediaRow,
  type MediaService,
  mediaView,
  type StoredFiles,
  type UploadedFile,
} from '../files/media.service';
import {
  type PersonFactRow,
  type PersonNameRow,
  type PersonRow,
  personFacts,
  personNames,
  persons,
} from './persons.table';

export type { PersonRow };

/**
 * The persons as other modules' queries join them (memory pages, the family tree, files' showings): the persons
 * module's read view, so they never name its table. PostgreSQL merges it into their query (the plan of a join).
 */
export const personsView = new QueryBuilder().select().from(persons).as('persons');

/** A whole person of the view, to select it as a row: `{ person: personsViewColumns }`. */
export const personsViewColumns = Object.fromEntries(
  Object.keys(getTableColumns(persons)).map((key) => [key, personsView[key as keyof PersonRow]]),
) as { [Key in keyof PersonRow]: (typeof personsView)[Key] };

/**
 * What persons learn from the modules above them (memory pages, the family tree), wired in services.ts: the
 * persons module imports neither.
 */
export type PersonLinks = {
  /** the memory pages of the persons (one at most each) */
  pagesOf(db: Db, personIds: number[]): Promise<{ id: number; personId: number; visibility: string }[]>;
  /** SQL: the person (its id column) has a memory page */
  hasPage(personId: SQLWrapper): SQL;
  /** the files the person's memory page shows in its gallery, read in the caller's transaction */
  pageMediaOf(tx: Db, personId: number): Promise<number[]>;
  /** the account's tree nodes of the persons */
  nodesOf(db: Db, accountId: number, personIds: number[]): Promise<{ id: number; personId: number }[]>;
  /** SQL: the account's family tree holds the person (its id column) */
  inTree(accountId: number, personId: SQLWrapper): SQL;
};

/** Who acts: the owner worked for and the account acting (the journal names it for company records). */
export type PersonScope = { owner: Owner; accountId: number };

/** What a Person's API shape needs beyond its row. */
export type PersonExtras = {
  avatar: Pick<MediaRow, 'key' | 'thumbnailKey'> | null;
  /** a public page of the (deceased) person shows the avatar: its address is public, else private */
  avatarPublic: boolean;
  memoryPageId: number | null;
  /** the viewer's tree node of this person */
  familyNodeId: number | null;
  /** the owner also sees the private note */
  owned: boolean;
  /** the person's other names and other claims of birth and death (personDetailsOf); none when left out */
  details?: PersonDetails;
};

/** A person's other names and other birth and death claims, in their order. */
export type PersonDetails = { otherNames: OtherName[]; facts: PersonFact[] };

/** What a person's row says of its birth or its death, in the API's flat fields. */
export function storedDateFields(row: PersonRow) {
  return {
    date_birth: fromStoredDate(row.birthDate, row.birthPrecision),
    date_birth_qualifier: row.birthQualifier as DateQualifier,
    date_birth_to: fromStoredDate(row.birthDateTo, row.birthPrecisionTo),
    date_birth_calendar: row.birthCalendar as DateCalendar,
    date_birth_phrase: row.birthPhrase,
    date_death: fromStoredDate(row.deathDate, row.deathPrecision),
    date_death_qualifier: row.deathQualifier as DateQualifier,
    date_death_to: fromStoredDate(row.deathDateTo, row.deathPrecisionTo),
    date_death_calendar: row.deathCalendar as DateCalendar,
    date_death_phrase: row.deathPhrase,
  };
}

/** The stored birth or death of a row as a QualifiedDate (null when nothing of it is known). */
export function storedDate(row: PersonRow, event: 'birth' | 'death'): QualifiedDate | null {
  const fields = storedDateFields(row);
  const group = event === 'birth' ? groupOf(fields, 'date_birth') : groupOf(fields, 'date_death');
  const date = groupDate(group);
  return date.value || date.phrase ? date : null;
}

function groupOf(
  fields: ReturnType<typeof storedDateFields>,
  key: 'date_birth' | 'date_death',
): PersonDateGroup {
  return {
    date: fields[key],
    qualifier: fields[`${key}_qualifier`],
    to: fields[`${key}_to`],
    calendar: fields[`${key}_calendar`],
    phrase: fields[`${key}_phrase`],
  };
}

/** A death known only in words: the person is not living, though without a date it stays private. */
const diedInWords = (row: PersonRow) => row.deathQualifier === 'phrase' && row.deathPhrase !== '';

/** A Person as the API shows it (packages/shared personSchema). */
export function serializePerson(row: PersonRow, extras: PersonExtras): Person {
  const names = { last_name: row.lastName, first_name: row.firstName, patronymic: row.patronymic };
  return {
    id: row.id,
    ...names,
    full_name: personFullName(names),
    name_prefix: row.namePrefix,
    name_suffix: row.nameSuffix,
    nickname: row.nickname,
    other_names: extras.details?.otherNames ?? [],
    gender: (row.gender as PersonGender | null) ?? null,
    ...storedDateFields(row),
    birth_place: row.birthPlace,
    city: row.city,
    burial_city: row.burialCity,
    burial_place: row.burialPlace,
    note: extras.owned ? row.note : '',
    avatar: mediaUrlFor(extras.avatar?.key ?? null, extras.avatarPublic),
    avatar_thumbnail: mediaUrlFor(extras.avatar?.thumbnailKey ?? null, extras.avatarPublic),
    is_living: row.deathDate === null && !diedInWords(row),
    memory_page_id: extras.memoryPageId,
    family_node_id: extras.familyNodeId,
    facts: extras.details?.facts ?? [],
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Another owner's person whose page is private or «by link» (or who is living), where a link of the viewer still
 * points at it (a tree node, a relative's page): its place is kept, nothing of the person is shown.
 */
export function hiddenPerson(row: Pick<PersonRow, 'id' | 'createdAt'>, familyNodeId: number | null): Person {
  return {
    id: row.id,
    last_name: '',
    first_name: HIDDEN_PERSON_NAME,
    patronymic: '',
    full_name: HIDDEN_PERSON_NAME,
    ...PERSON_PLAIN_EXTRAS,
    other_names: [],
    facts: [],
    gender: null,
    date_birth: null,
    date_death: null,
    birth_place: '',
    city: '',
    burial_city: '',
    burial_place: '',
    note: '',
    avatar: null,
    avatar_thumbnail: null,
    is_living: false,
    memory_page_id: null,
    family_node_id: familyNodeId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether the person's page is public: then its name, dates and photo are everyone's. */
export function isPublicPerson(
  row: Pick<PersonRow, 'deathDate'>,
  page: { visibility: string } | null | undefined,
): boolean {
  return row.deathDate !== null && page?.visibility === 'public';
}

/**
 * How another owner's person linked into the viewer's tree shows: 'shown' when deceased with a public page or none
 * (after a hand-over), 'hidden' (a placeholder) when its page is private or «by link», 'left out' when living.
 */
export function linkedPersonView(
  row: Pick<PersonRow, 'deathDate'>,
  page: { visibility: string } | null | undefined,
): 'shown' | 'hidden' | 'left out' {
  if (row.deathDate === null) return 'left out';
  return !page || page.visibility === 'public' ? 'shown' : 'hidden';
}

/** The person `id` whoever owns it, or undefined. */
export async function personById(db: Db, id: number): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id));
  return row;
}

/** The owner's person, or 404 (another account's or company's person does not exist for the caller). */
export async function findOwnedPerson(db: Db, owner: Owner, id: number): Promise<PersonRow> {
  const [row] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.id, id), ownedBy(persons, owner)));
  if (!row) throw notFound();
  return row;
}

type EventKey = 'date_birth' | 'date_death';

/** Whether the fields send anything of the birth's or the death's date. */
function groupSent(fields: PersonFields, key: EventKey): boolean {
  return (['', '_qualifier', '_to', '_calendar', '_phrase'] as const).some(
    (suffix) => fields[`${key}${suffix}`] !== undefined,
  );
}

/**
 * The birth's or death's date after an edit: the parts sent over the stored ones. A date cleared ("") with nothing
 * else of it sent clears it all (qualifier, range, calendar, words), as older clients clear a date.
 */
function mergedGroup(fields: PersonFields, key: EventKey, before: PersonRow | undefined): PersonDateGroup {
  const stored = before ? groupOf(storedDateFields(before), key) : undefined;
  const sent = dateGroupsOf(fields)[key === 'date_birth' ? 'birth' : 'death'];
  if (sent.date === '' && sent.qualifier === undefined && sent.phrase === undefined)
    return { date: '', qualifier: 'exact', to: '', calendar: 'gregorian', phrase: '' };
  return {
    date: sent.date ?? stored?.date,
    qualifier: sent.qualifier ?? stored?.qualifier,
    to: sent.to ?? stored?.to,
    calendar: sent.calendar ?? stored?.calendar,
    phrase: sent.phrase ?? stored?.phrase,
  };
}

/** The stored columns of a date: the date and its precision, the qualifier, the range's end, calendar, words. */
function dateColumns(date: QualifiedDate) {
  const first = date.value ? toStoredDate(date.value) : null;
  const second = date.value_to ? toStoredDate(date.value_to) : null;
  return {
    date: first?.date ?? null,
    precision: first?.precision ?? null,
    qualifier: date.value || date.qualifier === 'phrase' ? date.qualifier : 'exact',
    dateTo: second?.date ?? null,
    precisionTo: second?.precision ?? null,
    calendar: date.calendar,
    phrase: date.phrase,
  };
}

/**
 * The columns a create or an edit sets: only the fields sent, "" clears; the parts of a date sent are merged with
 * the stored ones (`before`, the row an edit changes).
 */
export function personColumns(
  fields: PersonFields,
  before?: PersonRow,
): Partial<typeof persons.$inferInsert> {
  const out: Partial<typeof persons.$inferInsert> = {};
  if (fields.last_name !== undefined) out.lastName = fields.last_name;
  if (fields.first_name !== undefined) out.firstName = fields.first_name;
  if (fields.patronymic !== undefined) out.patronymic = fields.patronymic;
  if (fields.name_prefix !== undefined) out.namePrefix = fields.name_prefix;
  if (fields.name_suffix !== undefined) out.nameSuffix = fields.name_suffix;
  if (fields.nickname !== undefined) out.nickname = fields.nickname;
  if (fields.gender !== undefined) out.gender = fields.gender || null;
  if (groupSent(fields, 'date_birth')) {
    const birth = dateColumns(groupDate(mergedGroup(fields, 'date_birth', before)));
    Object.assign(out, {
      birthDate: birth.date,
      birthPrecision: birth.precision,
      birthQualifier: birth.qualifier,
      birthDateTo: birth.dateTo,
      birthPrecisionTo: birth.precisionTo,
      birthCalendar: birth.calendar,
      birthPhrase: birth.phrase,
    });
  }
  if (groupSent(fields, 'date_death')) {
    const death = dateColumns(groupDate(mergedGroup(fields, 'date_death', before)));
    Object.assign(out, {
      deathDate: death.date,
      deathPrecision: death.precision,
      deathQualifier: death.qualifier,
      deathDateTo: death.dateTo,
      deathPrecisionTo: death.precisionTo,
      deathCalendar: death.calendar,
      deathPhrase: death.phrase,
    });
  }
  if (fields.birth_place !== undefined) out.birthPlace = fields.birth_place;
  if (fields.city !== undefined) out.city = fields.city;
  if (fields.burial_city !== undefined) out.burialCity = fields.burial_city;
  if (fields.burial_place !== undefined) out.burialPlace = fields.burial_place;
  if (fields.note !== undefined) out.note = fields.note;
  return out;
}

/** What the journal records of a company's person. */
function journalled(row: PersonRow) {
  return {
    last_name: row.lastName,
    first_name: row.firstName,
    patronymic: row.patronymic,
    name_prefix: row.namePrefix,
    name_suffix: row.nameSuffix,
    nickname: row.nickname,
    gender: row.gender,
    ...storedDateFields(row),
    birth_place: row.birthPlace,
    city: row.city,
    burial_city: row.burialCity,
    burial_place: row.burialPlace,
    avatar_media_id: row.avatarMediaId,
  };
}

async function audit(
  tx: Db,
  scope: PersonScope,
  action: 'create' | 'update' | 'delete',
  id: number,
  before?: PersonRow,
  after?: PersonRow,
): Promise<void> {
  if (scope.owner.companyId === undefined) return;
  await recordAudit(tx, {
    companyId: scope.owner.companyId,
    accountId: scope.accountId,
    model: 'Person',
    recordId: id,
    action,
    before: before && journalled(before),
    after: after && journalled(after),
  });
}

/**
 * Inserts a person in the caller's transaction (validated create fields, see personCreateSchema); the tree
 * uses it to add a relative and its node in one go.
 */
export async function insertPerson(
  tx: Db,
  scope: PersonScope,
  fields: PersonFields & { first_name: string },
  avatarMediaId: number | null = null,
): Promise<PersonRow> {
  const [row] = await tx
    .insert(persons)
    .values({
      ...personColumns(fields),
      firstName: fields.first_name,
      avatarMediaId,
      ...ownerValues(scope.owner),
    })
    .returning();
  await writeDetails(tx, [{ personId: row.id, fields }]);
  await audit(tx, scope, 'create', row.id, undefined, row);
  return row;
}

/**
 * Writes the other names and facts the fields send (each list sent replaces the person's), in the caller's
 * transaction, for many persons in two statements.
 */
async function writeDetails(tx: Db, items: { personId: number; fields: PersonFields }[]): Promise<void> {
  const names = items.filter((item) => item.fields.other_names !== undefined);
  const facts = items.filter((item) => item.fields.facts !== undefined);
  if (names.length)
    await tx.delete(personNames).where(
      inArray(
        personNames.personId,
        names.map((item) => item.personId),
      ),
    );
  if (facts.length)
    await tx.delete(personFacts).where(
      inArray(
        personFacts.personId,
        facts.map((item) => item.personId),
      ),
    );
  const nameRows = names.flatMap((item) =>
    (item.fields.other_names ?? []).map((name, position) => ({ personId: item.personId, position, ...name })),
  );
  const factRows = facts.flatMap((item) =>
    (item.fields.facts ?? []).map((fact, position) => ({ personId: item.personId, position, ...fact })),
  );
  for (let index = 0; index < nameRows.length; index += 1000)
    await tx.insert(personNames).values(nameRows.slice(index, index + 1000));
  for (let index = 0; index < factRows.length; index += 1000)
    await tx.insert(personFacts).values(factRows.slice(index, index + 1000));
}

/** The other names and facts of the persons (by id) in two queries; a person without any has none. */
export async function personDetailsOf(db: Db, ids: number[]): Promise<Map<number, PersonDetails>> {
  const out = new Map<number, PersonDetails>(ids.map((id) => [id, { otherNames: [], facts: [] }]));
  if (!ids.length) return out;
  const [names, facts] = await Promise.all([
    db
      .select()
      .from(personNames)
      .where(inArray(personNames.personId, ids))
      .orderBy(asc(personNames.personId), asc(personNames.position)),
    db
      .select()
      .from(personFacts)
      .where(inArray(personFacts.personId, ids))
      .orderBy(asc(personFacts.personId), asc(personFacts.position)),
  ]);
  for (const row of names) out.get(row.personId)?.otherNames.push(otherNameOf(row));
  for (const row of facts) out.get(row.personId)?.facts.push(factOf(row));
  return out;
}

const otherNameOf = (row: PersonNameRow): OtherName => ({
  kind: row.kind as OtherName['kind'],
  prefix: row.prefix,
  given: row.given,
  surname: row.surname,
  suffix: row.suffix,
  nickname: row.nickname,
});

const factOf = (row: PersonFactRow): PersonFact => ({
  kind: row.kind as PersonFact['kind'],
  date: row.date ?? null,
  place: row.place,
  source: row.source,
});

/**
 * Changes of an edit checked against the stored person: the first name stays; each date whole (a qualifier with
 * its date, a range with its end), the death not before the birth.
 */
function checkEdit(row: PersonRow, fields: PersonFields): void {
  if (fields.first_name === '') throw fieldError('first_name', PERSON_MSG.firstNameRequired);
  const birth = mergedGroup(fields, 'date_birth', row);
  const death = mergedGroup(fields, 'date_death', row);
  const issues = personDateIssues(birth, death);
  if (!issues.length) return;
  // a death before the birth is said on the date that was sent
  const body: Record<string, string[]> = {};
  for (const issue of issues) {
    const path =
      issue.message === PERSON_MSG.deathBeforeBirth &&
      !groupSent(fields, 'date_death') &&
      groupSent(fields, 'date_birth')
        ? 'date_birth'
        : issue.path;
    body[path] = [...(body[path] ?? []), issue.message];
  }
  throw new ApiError(400, body);
}

/** SQL: the last day of a stored partial date's period. */
function periodEnd(date: PgColumn, precision: PgColumn): SQL {
  return sql`(case ${precision} when 'year' then (${date} + interval '1 year' - interval '1 day')::date when 'month' then (${date} + interval '1 month' - interval '1 day')::date else ${date} end)`;
}

type DateColumns = {
  date: PgColumn;
  precision: PgColumn;
  qualifier: PgColumn;
  dateTo: PgColumn;
  precisionTo: PgColumn;
};

const BIRTH_COLUMNS: DateColumns = {
  date: persons.birthDate,
  precision: persons.birthPrecision,
  qualifier: persons.birthQualifier,
  dateTo: persons.birthDateTo,
  precisionTo: persons.birthPrecisionTo,
};
const DEATH_COLUMNS: DateColumns = {
  date: persons.deathDate,
  precision: persons.deathPrecision,
  qualifier: persons.deathQualifier,
  dateTo: persons.deathDateTo,
  precisionTo: persons.deathPrecisionTo,
};

/**
 * SQL: the days the stored date may stand for (qualifiedDateRange of packages/shared, the same rule) overlap
 * [from, to]: «около 1900» reaches APPROXIMATE_YEARS either way, «до 1900» everything up to it, «после» from it
 * on (GEDCOM's «no later», «no earlier than»), «между» and «с … по» their range.
 */
function periodOverlaps(columns: DateColumns, from: string, to: string) {
  const { date, precision, qualifier, dateTo, precisionTo } = columns;
  const end = periodEnd(date, precision);
  const endTo = periodEnd(dateTo, precisionTo);
  const years = sql.raw(`interval '${APPROXIMATE_YEARS} years'`);
  const approximate = sql`${qualifier} in ('about','calculated','estimated')`;
  const rangeFrom = sql`(case when ${approximate} then (${date} - ${years})::date when ${qualifier} in ('before','to') then '-infinity'::date else ${date} end)`;
  const rangeTo = sql`(case when ${approximate} then (${end} + ${years})::date when ${qualifier} = 'after' then 'infinity'::date when ${qualifier} = 'between' then coalesce(${endTo}, ${end}) when ${qualifier} = 'from_to' then coalesce(${endTo}, 'infinity'::date) else ${end} end)`;
  return and(isNotNull(date), sql`${rangeFrom} <= ${to}::date`, sql`${rangeTo} >= ${from}::date`) as SQL;
}

/** The days a filter's partial date (or range of two) covers. */
function filterPeriod(value: string, valueTo?: string): { from: string; to: string } {
  return {
    from: toStoredDate(value)?.date ?? value,
    to: partialDateEnd(valueTo || value) ?? value,
  };
}

/**
 * A name as search_name keeps it (persons.search_name, public_page_search.search_name): lower case, «ё» as «е»,
 * one space between words.
 */
export const plainName = plainText;

/**
 * Every word of the query somewhere in "фамилия имя отчество", е and ё alike (both sides written with «е»), by
 * LIKE through the trigram index; `searchName` is that column of the table or of a query's persons
 * (personsView.searchName, public_page_search.search_name).
 */
export function nameMatches(query: string, searchName: SQLWrapper = persons.searchName): SQL | undefined {
  return everyWordIn(searchName, query);
}

/**
 * How well a name that matches answers the words, for ordering the matches: each word found as a whole word of
 * the name counts 2, one that begins a word 1 («иван»: Иван first, then Иванов, then Степан Иванович). Worked out
 * with LIKE on the rows found; trigram similarity, used before, cost twice the whole query on a common surname.
 */
export function nameRelevance(query: string, searchName: SQLWrapper = persons.searchName): SQL<number> {
  const words = searchWords(query);
  // an expression, not a bare 0: ORDER BY would read that as the select list's column 0
  if (!words.length) return sql<number>`0::int`;
  const padded = sql`(' ' || ${searchName} || ' ')`;
  const scores = words.map((word) => {
    const literal = escapeLike(word);
    return sql`(case when ${padded} like ${`% ${literal} %`} then 2 when ${padded} like ${`% ${literal}%`} then 1 else 0 end)`;
  });
  return sql<number>`(${sql.join(scores, sql` + `)})`;
}

const SORTS = {
  last_name: [persons.lastName, persons.firstName, persons.patronymic],
  date_birth: [persons.birthDate],
  date_death: [persons.deathDate],
  created_at: [persons.createdAt],
} as const;

function sortOrder(sort: PersonListQuery['sort']): SQL[] {
  const key = (sort ?? 'last_name').replace(/^-/, '') as keyof typeof SORTS;
  const descending = sort?.startsWith('-') ?? false;
  const columns = SORTS[key].map((column) =>
    descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
  );
  return [...columns, descending ? desc(persons.id) : asc(persons.id)];
}

export type AvatarChange = { file: UploadedFile } | 'remove' | undefined;

/** A person a backup brings back: the fields of a create and the avatar's new media row. */
export type RestoredPerson = { fields: PersonFields & { first_name: string }; avatarMediaId: number | null };

/** Inserts restored persons of the owner in the caller's transaction; answers their ids in the same order. */
export async function insertRestoredPersons(
  tx: Db,
  owner: Owner,
  people: RestoredPerson[],
): Promise<number[]> {
  if (!people.length) return [];
  const rows = await tx
    .insert(persons)
    .values(
      people.map((person) => ({
        ...personColumns(person.fields),
        firstName: person.fields.first_name,
        avatarMediaId: person.avatarMediaId,
        ...ownerValues(owner),
      })),
    )
    .returning({ id: persons.id });
  await writeDetails(
    tx,
    rows.map((row, index) => ({ personId: row.id, fields: people[index].fields })),
  );
  return rows.map((row) => row.id);
}

/** The account's own persons (not a company's), oldest first: what its backup holds. */
export function accountPersons(db: Db, accountId: number): Promise<PersonRow[]> {
  return db
    .select()
    .from(persons)
    .where(and(eq(persons.ownerAccountId, accountId), isNull(persons.ownerCompanyId)))
    .orderBy(asc(persons.id));
}

/** Deletes the account's own persons in the caller's transaction (their nodes and pages go with them). */
export async function removeAccountPersons(tx: Db, accountId: number): Promise<void> {
  await tx.delete(persons).where(and(eq(persons.ownerAccountId, accountId), isNull(persons.ownerCompanyId)));
}

/** A company's person whose page it hands over becomes the account's, in the caller's transaction. */
export async function handOverPerson(tx: Db, personId: number, accountId: number): Promise<void> {
  await tx
    .update(persons)
    .set({ ...ownerValues({ accountId }), updatedAt: new Date() })
    .where(eq(persons.id, personId));
}

/**
 * Persons of an account (its family) or of a company (the deceased of its deals). Avatars are media rows
 * (square WebP with a thumbnail) listed on /app/files; replacing or removing one deletes the old file when
 * nothing else shows it.
 */
export function createPersonsService(deps: { db: Db; media: MediaService; links: PersonLinks }) {
  const { db, media: files, links } = deps;

  /** API shapes of many rows with three queries (avatars, pages, the viewer's nodes), in the rows' order. */
  async function describePersons(rows: PersonRow[], viewer: Owner): Promise<Person[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const mediaIds = rows.map((row) => row.avatarMediaId).filter((id): id is number => id !== null);
    const [avatars, pages, nodes, details] = await Promise.all([
      mediaIds.length ? db.select().from(mediaView).where(inArray(mediaView.id, mediaIds)) : [],
      links.pagesOf(db, ids),
      viewer.accountId !== undefined ? links.nodesOf(db, viewer.accountId, ids) : [],
      personDetailsOf(db, ids),
    ]);
    return rows.map((row) => {
      const page = pages.find((candidate) => candidate.personId === row.id);
      return serializePerson(row, {
        avatar: avatars.find((avatar) => avatar.id === row.avatarMediaId) ?? null,
        avatarPublic: isPublicPerson(row, page),
        memoryPageId: page?.id ?? null,
        familyNodeId: nodes.find((node) => node.personId === row.id)?.id ?? null,
        owned: isOwnedBy(row, viewer),
        details: details.get(row.id),
      });
    });
  }

  /**
   * A person the caller may read: its own, or a deceased person in the caller's own tree (a deliberate link after
   * a hand-over) whose page, if it has one, is public. A living person is visible only to its owner, and so is one
   * whose page its owner made private or «by link»; anything else answers 404.
   */
  async function findVisiblePerson(viewer: Owner, id: number): Promise<{ row: PersonRow; owned: boolean }> {
    const row = await personById(db, id);
    if (!row) throw notFound();
    if (isOwnedBy(row, viewer)) return { row, owned: true };
    if (row.deathDate !== null && viewer.accountId !== undefined) {
      const [[node], [page]] = await Promise.all([
        links.nodesOf(db, viewer.accountId, [id]),
        links.pagesOf(db, [id]),
      ]);
      if (node && linkedPersonView(row, page) === 'shown') return { row, owned: false };
    }
    throw notFound();
  }

  async function saveAvatar(change: AvatarChange): Promise<StoredFiles | null> {
    return change && change !== 'remove'
      ? files.saveImage(change.file, { field: 'avatar', square: true })
      : null;
  }

  return {
    describe: describePersons,
    findOwned: (owner: Owner, id: number) => findOwnedPerson(db, owner, id),
    findVisible: findVisiblePerson,

    async list(owner: Owner, query: PersonListQuery): Promise<{ results: Person[]; count: number }> {
      const conditions: (SQL | undefined)[] = [ownedBy(persons, owner)];
      if (query.name) conditions.push(nameMatches(query.name));
      if (query.city) conditions.push(ilike(persons.city, `%${escapeLike(query.city)}%`));
      if (query.burial_city) conditions.push(ilike(persons.burialCity, `%${escapeLike(query.burial_city)}%`));
      if (query.gender) conditions.push(eq(persons.gender, query.gender));
      if (query.date_birth) {
        const period = filterPeriod(query.date_birth, query.date_birth_to);
        conditions.push(periodOverlaps(BIRTH_COLUMNS, period.from, period.to));
      }
      if (query.date_death) {
        const period = filterPeriod(query.date_death, query.date_death_to);
        conditions.push(periodOverlaps(DEATH_COLUMNS, period.from, period.to));
      }
      if (query.has_memory_pages) {
        const page = links.hasPage(persons.id);
        conditions.push(query.has_memory_pages === 'true' ? page : not(page));
      }
      if (query.in_tree) {
        const node = owner.accountId !== undefined ? links.inTree(owner.accountId, persons.id) : sql`false`;
        conditions.push(query.in_tree === 'true' ? node : not(node));
      }
      const where = and(...conditions);
      return listPage(
        db.select(COUNT).from(persons).where(where),
        db
          .select()
          .from(persons)
          .where(where)
          .orderBy(...sortOrder(query.sort))
          .limit(query.limit)
          .offset(query.offset),
        (rows) => describePersons(rows, owner),
      );
    },

    /** GET /api/family/search_person/: the caller's persons by name, best matches first, at most `limit`. */
    async search(owner: Owner, query: string, limit = 20): Promise<{ results: Person[]; count: number }> {
      const where = and(ownedBy(persons, owner), nameMatches(query));
      return listPage(
        db.select(COUNT).from(persons).where(where),
        db
          .select()
          .from(persons)
          .where(where)
          .orderBy(
            sql`${nameRelevance(query)} desc`,
            asc(persons.lastName),
            asc(persons.firstName),
            asc(persons.id),
          )
          .limit(limit),
        (rows) => describePersons(rows, owner),
      );
    },

    async get(viewer: Owner, id: number): Promise<Person> {
      const { row } = await findVisiblePerson(viewer, id);
      return (await describePersons([row], viewer))[0];
    },

    /**
     * Creates a person with an optional avatar; `within` runs in the same transaction (the tree adds the node
     * and its links there).
     */
    async create(
      scope: PersonScope,
      fields: PersonFields & { first_name: string },
      avatar?: UploadedFile | null,
      within?: (tx: Db, row: PersonRow) => Promise<void>,
    ): Promise<PersonRow> {
      const saved = avatar ? await saveAvatar({ file: avatar }) : null;
      const write = () =>
        db.transaction(async (tx) => {
          const avatarRow = saved ? await files.insert(tx, scope.owner, saved) : null;
          const row = await insertPerson(tx, scope, fields, avatarRow?.id ?? null);
          await within?.(tx, row);
          return row;
        });
      return saved ? files.withSaved(saved, write) : write();
    },

    /** Edits only the fields sent ("" clears); the avatar is replaced, removed or left as it is. */
    async update(
      scope: PersonScope,
      id: number,
      fields: PersonFields,
      avatar?: AvatarChange,
    ): Promise<PersonRow> {
      const before = await findOwnedPerson(db, scope.owner, id);
      checkEdit(before, fields);
      const saved = await saveAvatar(avatar);
      const write = () =>
        db.transaction(async (tx) => {
          const changes = personColumns(fields, before);
          let dropped: MediaRow[] = [];
          if (avatar) {
            const avatarRow = saved ? await files.insert(tx, scope.owner, saved) : null;
            changes.avatarMediaId = avatarRow?.id ?? null;
          }
          const [row] = await tx
            .update(persons)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(persons.id, id))
            .returning();
          await writeDetails(tx, [{ personId: id, fields }]);
          if (avatar && before.avatarMediaId !== null) {
            dropped = await files.deleteRows(tx, await files.unused([before.avatarMediaId], tx));
          }
          await audit(tx, scope, 'update', id, before, row);
          return { row, dropped };
        });
      const { row, dropped } = saved ? await files.withSaved(saved, write) : await write();
      await files.removeFiles(dropped);
      return row;
    },

    /**
     * Deletes the person everywhere: its tree nodes and their links, its memory page with its photos, and the
     * files nothing else shows (the avatar, the gallery).
     */
    async remove(scope: PersonScope, id: number): Promise<void> {
      const before = await findOwnedPerson(db, scope.owner, id);
      const dropped = await db.transaction(async (tx) => {
        const photos = await links.pageMediaOf(tx, id);
        const mediaIds = [...new Set([...photos, ...(before.avatarMediaId ? [before.avatarMediaId] : [])])];
        await tx.delete(persons).where(eq(persons.id, id));
        const rows = await files.deleteRows(tx, await files.unused(mediaIds, tx));
        await audit(tx, scope, 'delete', id, before);
        return rows;
      });
      await files.removeFiles(dropped);
    },
  };
}

export type PersonsService = ReturnType<typeof createPersonsService>;
