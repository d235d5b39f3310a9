import type { QualifiedDate } from '@sp/shared/format/partial-date';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { media } from '../files/media.table';

/**
 * A human being, living or dead, recorded once and followed everywhere: the family tree, the memory page, a
 * company's deal, a grave, a burial passport (DOMAIN.md). Owned by an account (a family) or by a company (the
 * deceased of a deal until it is handed over). No death date means living, and a living person is private.
 *
 * Dates may be partial: the stored date is the first day of the known period and the precision says how much of it
 * the family knew ('year' → 1950-01-01, 'month' → 1950-03-01, 'day'); the API speaks "1950", "1950-03", "1950-03-12".
 * Beside each date (GEDCOM 7): its qualifier (около, до, после, между, с … по, вычислено, оценочно; a phrase alone has
 * no date), the second date of a range with its precision, the calendar (a Julian date keeps its day numbers) and
 * the source's words (a dual year «1750/51»). A death known only in words leaves death_date empty: the person
 * stays private like the living, but is not shown as living.
 */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    ownerAccountId: integer('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull(),
    patronymic: text('patronymic').notNull().default(''),
    /** «Dr.», «св.» before the name, «Jr.», «III» after it, a nickname (GEDCOM NPFX, NSFX, NICK) */
    namePrefix: text('name_prefix').notNull().default(''),
    nameSuffix: text('name_suffix').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    /** 'male' | 'female' | 'x' (neither) | 'unknown' (the source cannot tell) | null (not stated) */
    gender: text('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** 'year' | 'month' | 'day', set with birth_date */
    birthPrecision: text('birth_precision'),
    /** DATE_QUALIFIERS: 'exact', 'about', 'calculated', 'estimated', 'before', 'after', 'between', 'from_to', 'to', 'phrase' */
    birthQualifier: text('birth_qualifier').notNull().default('exact'),
    /** the end of a range (between, from_to) and its precision */
    birthDateTo: date('birth_date_to', { mode: 'string' }),
    birthPrecisionTo: text('birth_precision_to'),
    /** 'gregorian' | 'julian' */
    birthCalendar: text('birth_calendar').notNull().default('gregorian'),
    birthPhrase: text('birth_phrase').notNull().default(''),
    deathDate: date('death_date', { mode: 'string' }),
    deathPrecision: text('death_precision'),
    deathQualifier: text('death_qualifier').notNull().default('exact'),
    deathDateTo: date('death_date_to', { mode: 'string' }),
    deathPrecisionTo: text('death_precision_to'),
    deathCalendar: text('death_calendar').notNull().default('gregorian'),
    deathPhrase: text('death_phrase').notNull().default(''),
    birthPlace: text('birth_place').notNull().default(''),
    /** where the person lived (the spec's `city` filter) */
    city: text('city').notNull().default(''),
    burialCity: text('burial_city').notNull().default(''),
    /** the burial place as text until the cemetery map links a grave */
    burialPlace: text('burial_place').notNull().default(''),
    avatarMediaId: integer('avatar_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** a short private note of the owner */
    note: text('note').notNull().default(''),
    /** lower-cased "фамилия имя отчество" with «ё» as «е», for the trigram name search (nameMatches) */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(
        sql`replace(lower(trim(last_name || ' ' || first_name || ' ' || patronymic)), 'ё', 'е')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('persons_account_idx').on(table.ownerAccountId),
    index('persons_company_idx').on(table.ownerCompanyId),
    // whose photo a stored file is: /media/* asks it on every file it serves (who may see it), files too
    index('persons_avatar_media_idx').on(table.avatarMediaId),
    index('persons_search_name_trgm_idx').using('gin', table.searchName.op('gin_trgm_ops')),
    // the public search of memory pages by years and by city (a prefix, lived or buried: ILIKE through trigrams);
    // without them each such search read every person (1,000,000 persons: 0.2–1 s)
    index('persons_birth_date_idx').on(table.birthDate),
    index('persons_death_date_idx').on(table.deathDate),
    index('persons_city_trgm_idx').using('gin', table.city.op('gin_trgm_ops')),
    index('persons_burial_city_trgm_idx').using('gin', table.burialCity.op('gin_trgm_ops')),
    check('persons_one_owner', sql`(${table.ownerAccountId} is null) <> (${table.ownerCompanyId} is null)`),
    check(
      'persons_birth_precision',
      sql`(${table.birthDate} is null and ${table.birthPrecision} is null) or ${table.birthPrecision} in ('year','month','day')`,
    ),
    check(
      'persons_death_precision',
      sql`(${table.deathDate} is null and ${table.deathPrecision} is null) or ${table.deathPrecision} in ('year','month','day')`,
    ),
    check(
      'persons_birth_precision_to',
      sql`(${table.birthDateTo} is null and ${table.birthPrecisionTo} is null) or ${table.birthPrecisionTo} in ('year','month','day')`,
    ),
    check(
      'persons_death_precision_to',
      sql`(${table.deathDateTo} is null and ${table.deathPrecisionTo} is null) or ${table.deathPrecisionTo} in ('year','month','day')`,
    ),
    check(
      'persons_qualifiers',
      sql`${table.birthQualifier} in ('exact','about','calculated','estimated','before','after','between','from_to','to','phrase') and ${table.deathQualifier} in ('exact','about','calculated','estimated','before','after','between','from_to','to','phrase')`,
    ),
    check(
      'persons_calendars',
      sql`${table.birthCalendar} in ('gregorian','julian') and ${table.deathCalendar} in ('gregorian','julian')`,
    ),
    check(
      'persons_gender',
      sql`${table.gender} is null or ${table.gender} in ('male','female','x','unknown')`,
    ),
  ],
);

export type PersonRow = typeof persons.$inferSelect;

/**
 * A person's other names (GEDCOM: a second NAME with its TYPE): a maiden or married name, a name after emigration,
 * a pseudonym. The person's own name stays in persons; `position` keeps the order the family gave them.
 */
export const personNames = pgTable(
  'person_names',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** OTHER_NAME_KINDS: 'birth', 'married', 'maiden', 'aka', 'immigrant', 'professional', 'other' */
    kind: text('kind').notNull(),
    prefix: text('prefix').notNull().default(''),
    /** the given names with the patronymic */
    given: text('given').notNull().default(''),
    surname: text('surname').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
  },
  (table) => [
    index('person_names_person_idx').on(table.personId, table.position),
    check(
      'person_names_kind',
      sql`${table.kind} in ('birth','married','maiden','aka','immigrant','professional','other')`,
    ),
  ],
);

export type PersonNameRow = typeof personNames.$inferSelect;

/**
 * Another claim of a person's birth or death (GEDCOM: a second BIRT or DEAT, an alternative a source gives) with
 * its date (a QualifiedDate, or null), place and source as text. The person's own dates are the preferred ones.
 */
export const personFacts = pgTable(
  'person_facts',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** 'birth' | 'death' */
    kind: text('kind').notNull(),
    date: jsonb('date').$type<QualifiedDate>(),
    place: text('place').notNull().default(''),
    source: text('source').notNull().default(''),
  },
  (table) => [
    index('person_facts_person_idx').on(table.personId, table.position),
    check('person_facts_kind', sql`${table.kind} in ('birth','death')`),
  ],
);

export type PersonFactRow = typeof personFacts.$inferSelect;
