import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { media } from '../files/media.table';
import { persons } from '../persons/persons.table';

/**
 * At most one memory page per Person. Names, dates and places are the Person's (never copied here); the page adds
 * the biography, epitaph, photos, links to relatives' pages and who may see it. Owned like the Person; handing it
 * over moves ownership of both.
 */
export const memoryPages = pgTable(
  'memory_pages',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .unique()
      .references(() => persons.id, { onDelete: 'cascade' }),
    ownerAccountId: integer('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** 'public' | 'link' (anyone with the link token) | 'private' */
    visibility: text('visibility').notNull().default('private'),
    /** random, for visibility 'link' */
    linkToken: text('link_token').notNull().unique(),
    epitaph: text('epitaph').notNull().default(''),
    /** sanitised rich text */
    biography: text('biography').notNull().default(''),
    /** the company that made the page for a deal, which may edit it until company_edit_until (SPEC §9: 7 days) */
    createdByCompanyId: integer('created_by_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    companyEditUntil: timestamp('company_edit_until', { withTimezone: true }),
    /**
     * An administrator took the page down (issue 16, complaints): its `visibility` is 'private' meanwhile, so
     * every reader (search, the kept public copies, files, the tree, graves) sees it gone without a check of its
     * own; the owner's choice waits in `visibility_before_hidden` and comes back when it is restored.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenByAccountId: integer('hidden_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** the administrator's words to the owner */
    hiddenReason: text('hidden_reason').notNull().default(''),
    visibilityBeforeHidden: text('visibility_before_hidden'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('memory_pages_account_idx').on(table.ownerAccountId),
    index('memory_pages_company_idx').on(table.ownerCompanyId),
    // public pages only: the newest first (the search without a name), and by person (joins from persons)
    index('memory_pages_public_idx')
      .on(table.updatedAt.desc().nullsFirst(), table.id)
      .where(sql`${table.visibility} = 'public'`),
    index('memory_pages_public_person_idx').on(table.personId).where(sql`${table.visibility} = 'public'`),
    check(
      'memory_pages_one_owner',
      sql`(${table.ownerAccountId} is null) <> (${table.ownerCompanyId} is null)`,
    ),
    check('memory_pages_visibility', sql`${table.visibility} in ('public','link','private')`),
    check(
      'memory_pages_hidden_private',
      sql`${table.hiddenAt} is null or (${table.visibility} = 'private' and ${table.visibilityBeforeHidden} in ('public','link','private'))`,
    ),
    // the administrator's pages by day (statistic-calendar) range over it
    index('memory_pages_created_at_idx').on(table.createdAt),
    // the administrator's «Скрытые»
    index('memory_pages_hidden_idx').on(table.hiddenAt.desc()).where(sql`${table.hiddenAt} is not null`),
  ],
);

export const memoryPagePhotos = pgTable(
  'memory_page_photos',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => memoryPages.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('memory_page_photos_page_idx').on(table.pageId, table.position),
    // which page shows a stored file: /media/* asks it on every file it serves (who may see it)
    index('memory_page_photos_media_idx').on(table.mediaId),
  ],
);

/** Links from a page to relatives' pages, with the relation as the family names it («мать», «брат»…). */
export const memoryPageRelatives = pgTable(
  'memory_page_relatives',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => memoryPages.id, { onDelete: 'cascade' }),
    relatedPageId: integer('related_page_id')
      .notNull()
      .references(() => memoryPages.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.relatedPageId] }),
    // the pages that link to a page: their versions rise when it changes (memory_page_versions)
    index('memory_page_relatives_related_idx').on(table.relatedPageId),
  ],
);

/**
 * What a public page shows changes with its version (issue 13 §1): database triggers (migration
 * 0026_public_page_versions) raise it on every write to what the page shows (the page, its person, photos,
 * relatives and their pages and persons, the keeper's name, the guest book), whoever writes, from whichever
 * server instance. A page never written since has no row: version 0.
 */
export const memoryPageVersions = pgTable('memory_page_versions', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => memoryPages.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * The affiliate program: a company that made a page for a client's deceased hands it to the family's account by a
 * code; accepting moves the page and its Person to the account (nothing is copied).
 */
export const memoryPageHandovers = pgTable(
  'memory_page_handovers',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => memoryPages.id, { onDelete: 'cascade' }),
    fromCompanyId: integer('from_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    /** the account the company meant it for, when known (phone or e-mail of the client) */
    toAccountId: integer('to_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    acceptedByAccountId: integer('accepted_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memory_page_handovers_company_idx').on(table.fromCompanyId)],
);

export type MemoryPageRow = typeof memoryPages.$inferSelect;
