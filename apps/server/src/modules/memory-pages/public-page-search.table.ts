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
    /** persons.search_name: lower-cased "фамилия имя отчество" */
    searchName: text('search_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    deathDate: date('death_date', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    burialCity: text('burial_city').notNull(),
    /** the page's updated_at: the search without a name shows the newest first */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('public_page_search_name_trgm_idx').using('gin', table.searchName.op('gin_trgm_ops')),
    index('public_page_search_birth_idx').on(table.birthDate),
    index('public_page_search_death_idx').on(table.deathDate),
    index('public_page_search_city_trgm_idx').using('gin', table.city.op('gin_trgm_ops')),
    index('public_page_search_burial_city_trgm_idx').using('gin', table.burialCity.op('gin_trgm_ops')),
    index('public_page_search_newest_idx').on(table.updatedAt.desc(), table.pageId),
  ],
);
