import type { CatalogKind } from '@sp/shared/api/catalog';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * An administrator took the offer off the portal (/admin/portal-product, issue 16): when, why and who. The public
 * never sees it (catalog-views: itemIsOffered, compositionIsOffered); the company still does, marked.
 */
const moderation = () => ({
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
  hiddenByAccountId: integer('hidden_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
});
/** Money is integer kopecks (100 000 000 ₽ does not fit in a 32-bit integer). */
const kopecks = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * Categories of products and of services. company_id null: a public category maintained by administrators,
 * offered to every company; set: the company's own.
 */
export const catalogCategories = pgTable(
  'catalog_categories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CatalogKind>().notNull(),
    name: text('name').notNull(),
    /** public service categories only: its services answer «Срочный вызов» (evacuation of the deceased) */
    isUrgentEvacuation: boolean('is_urgent_evacuation').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('catalog_categories_company_idx').on(table.kind, table.companyId)],
);

/** A company's product or service (kind), priced in kopecks; archived ones leave the active catalog. */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CatalogKind>().notNull(),
    categoryId: integer('category_id').references(() => catalogCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** the name lower-cased with «ё» as «е» (plainText): what the public search matches and orders by */
    nameKey: text('name_key').notNull().generatedAlwaysAs(sql`replace(lower(name), 'ё', 'е')`),
    description: text('description').notNull().default(''),
    article: text('article').notNull().default(''),
    unit: text('unit').notNull().default(''),
    price: kopecks('price'),
    isArchive: boolean('is_archive').notNull().default(false),
    ...moderation(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    /** the administrator's list of every company's offers, newest first (/admin/portal-product) */
    index('catalog_items_created_idx').on(table.createdAt, table.id),
    /**
     * a company's items of a kind, in name order: its catalog, and the public search in a city, which walks each
     * of the city's companies in name order and stops at a page (search/items-by-company.ts); hidden_at last, so
     * that walk checks an administrator's hiding in the index alone (an index-only scan, as before it existed)
     */
    index('catalog_items_company_name_idx').on(
      table.companyId,
      table.kind,
      table.isArchive,
      table.nameKey,
      table.id,
      table.hiddenAt,
    ),
    /** a category's items, cheapest first (public search by category sorted by price) */
    index('catalog_items_category_idx').on(table.categoryId, table.price, table.id),
    /**
     * public search by a price range or sorted by price over every company's catalog; not led by kind and
     * is_archive: without statistics (PGlite runs no autovacuum) the planner takes those for selective
     */
    index('catalog_items_price_idx').on(table.price, table.id),
    /** public search by words of the name (LIKE '%…%' on name_key) over every company's catalog */
    index('catalog_items_name_key_trgm_idx').using('gin', table.nameKey.op('gin_trgm_ops')),
  ],
);

/**
 * Every distinct word (whitespace apart) of an active item's name_key, for the public search to find the words
 * that contain what a visitor typed. Written only by the database's triggers (migration 0035); a word whose
 * items are gone stays and finds nothing.
 */
export const catalogWords = pgTable('catalog_words', { word: text('word').primaryKey() }, (table) => [
  index('catalog_words_word_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
]);

/**
 * Each word of each active (not archived) item's name, with the item's kind and name_key: the public search
 * walks one word's items already in name order (catalog_item_words_order_idx) and stops at a page, instead of
 * sorting every item a common word matches. Written only by the database's triggers (migration 0035).
 */
export const catalogItemWords = pgTable(
  'catalog_item_words',
  {
    word: text('word').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CatalogKind>().notNull(),
    nameKey: text('name_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.word, table.itemId] }),
    index('catalog_item_words_order_idx').on(table.word, table.kind, table.nameKey, table.itemId),
    index('catalog_item_words_item_idx').on(table.itemId),
  ],
);

export type CatalogItemRow = typeof catalogItems.$inferSelect;

/** Photos of a product or service: the re-encoded image and its thumbnail, in display order. */
export const catalogPhotos = pgTable(
  'catalog_photos',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: created(),
  },
  (table) => [index('catalog_photos_item_idx').on(table.itemId, table.position)],
);

/** A ready-made solution (готовое решение): products and services with quantities, sold at its own price. */
export const compositions = pgTable(
  'compositions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: kopecks('price'),
    ...moderation(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    index('compositions_company_idx').on(table.companyId),
    /** the administrator's list of every company's offers, newest first (/admin/portal-product) */
    index('compositions_created_idx').on(table.createdAt, table.id),
  ],
);

/** A line of a composition; a product in a composition cannot be deleted (it can be archived). */
export const compositionItems = pgTable(
  'composition_items',
  {
    id: serial('id').primaryKey(),
    compositionId: integer('composition_id')
      .notNull()
      .references(() => compositions.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'restrict' }),
    count: integer('count').notNull(),
  },
  (table) => [
    index('composition_items_composition_idx').on(table.compositionId),
    index('composition_items_item_idx').on(table.itemId),
  ],
);

/** A named collection of a company's products and services (/app/catalogs). */
export const catalogs = pgTable(
  'catalogs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('catalogs_company_idx').on(table.companyId)],
);

export const catalogEntries = pgTable(
  'catalog_entries',
  {
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.catalogId, table.itemId] }),
    index('catalog_entries_item_idx').on(table.itemId),
  ],
);

/** State compensations and benefits a company applies to its services (/app/services/compensations). */
export const companyCompensations = pgTable(
  'company_compensations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: kopecks('amount'),
    description: text('description').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('company_compensations_company_idx').on(table.companyId)],
);

/** Catalog templates maintained by administrators; a company copies them into its own catalog. */
export const patternCategories = pgTable('pattern_categories', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<CatalogKind>().notNull(),
  name: text('name').notNull(),
  createdAt: created(),
});

export const patternItems = pgTable(
  'pattern_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => patternCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default(''),
    price: kopecks('price'),
    createdAt: created(),
  },
  (table) => [index('pattern_items_category_idx').on(table.categoryId)],
);
