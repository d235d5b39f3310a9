import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** 'male' | 'female' | null (unknown) */
    gender: text('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** 'year' | 'month' | 'day', set with birth_date */
    birthPrecision: text('birth_precision'),
    deathDate: date('death_date', { mode: 'string' }),
    deathPrecision: text('death_precision'),
    birthPlace: text('birth_place').notNull().default(''),
    /** where the person lived (the spec's `city` filter) */
    city: text('city').notNull().default(''),
    burialCity: text('burial_city').notNull().default(''),
    /** the burial place as text until the cemetery map links a grave */
    burialPlace: text('burial_place').notNull().default(''),
    avatarMediaId: integer('avatar_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** a short private note of the owner */
    note: text('note').notNull().default(''),
    /** lower-cased "фамилия имя отчество" for the trigram name search */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(trim(last_name || ' ' || first_name || ' ' || patronymic))`),
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
  ],
);

export type PersonRow = typeof persons.$inferSelect;
