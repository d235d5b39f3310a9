import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memoryPages } from './memory-pages.table';

/**
 * One row per public page (public, of a deceased person) with what the «Люди» search filters and sorts by, copied
 * from the page and its person (issue 13 §2): the search reads this table alone, never persons joined with pages.
 * The database keeps it, in the transaction of every write to a page or a person (triggers of migration 0029),
 * so no code path can forget it; a page that stops being public loses its row.
 */
export const publicPageSearch = pgTable(
  'public_page_search',
  {
    pageId: integer('page_id')
      .primaryKey()
      .references(() => memoryPages.id, { onDelete: 'cascade' }),
    personId: integer('person_id').notNull(),
    /** persons.search_name with «ё» as «е» (migration 0030): lower-cased "фамилия имя отчество" */
    searchName: text('search_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    deathDate: date('death_date', { mode: 'string' }).notNull(),
    /** lower(persons.city) and lower(persons.burial_city): the city filter is a prefix of either */
    cityLower: text('city_lower').notNull(),
    burialCityLower: text('burial_city_lower').notNull(),
    /** the page's updated_at: the search without a name shows the newest first */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // GIN without its pending list: PGlite runs no autovacuum, the only thing that empties it, and a search then
    // reads every entry waiting there one by one (100,000 persons: a surname's p95 went from 100 ms to 800)
    index('public_page_search_name_trgm_idx')
      .using('gin', table.searchName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('public_page_search_birth_idx').on(table.birthDate),
    index('public_page_search_death_idx').on(table.deathDate),
    // a prefix through a btree of the bytes (LIKE 'тюмень%'): trigrams read far more for a short prefix
    index('public_page_search_city_idx').on(table.cityLower.op('text_pattern_ops')),
    index('public_page_search_burial_city_idx').on(table.burialCityLower.op('text_pattern_ops')),
    // ORDER BY updated_at DESC is NULLS FIRST: the index must say so to serve it
    index('public_page_search_newest_idx').on(table.updatedAt.desc().nullsFirst(), table.pageId),
  ],
);
