import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { catalogItems } from '../catalog/catalog.table';
import { companies, memberships } from '../companies/companies.table';
import { cities } from '../geo/cities.table';

/** A company's public page; its id is the one in /company/{id}. One per company. */
export const companyLandings = pgTable('company_landings', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  /** sanitised rich text (SPEC §5 allowlist) */
  description: text('description').notNull().default(''),
  color: text('color').notNull().default('#4fa800'),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  workingHours: text('working_hours').notNull().default(''),
  address: text('address').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** the city the company works in: public search by city, and its centre when the page has no map point */
  cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  isPublished: boolean('is_published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const landingSliders = pgTable(
  'landing_sliders',
  {
    id: serial('id').primaryKey(),
    landingId: integer('landing_id')
      .notNull()
      .references(() => companyLandings.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('landing_sliders_landing_idx').on(table.landingId, table.position)],
);

/** Products and services the page shows first, in order. */
export const landingPopularItems = pgTable(
  'landing_popular_items',
  {
    landingId: integer('landing_id')
      .notNull()
      .references(() => companyLandings.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.landingId, table.itemId] }),
    // the pages that show an item: their versions rise when it changes (company_landing_versions)
    index('landing_popular_items_item_idx').on(table.itemId),
  ],
);

/** Staff shown to visitors as contacts, in order. */
export const landingManagers = pgTable(
  'landing_managers',
  {
    landingId: integer('landing_id')
      .notNull()
      .references(() => companyLandings.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.landingId, table.membershipId] }),
    index('landing_managers_membership_idx').on(table.membershipId),
  ],
);

/**
 * What a published company page shows changes with its version (issue 13 §1): database triggers (migration
 * 0027_company_landing_versions) raise it on every write to what the page shows (the page, its company, city,
 * slides, managers and their names and contacts, its popular items with their categories and photos), whoever
 * writes, from whichever server instance. A page never written since has no row: version 0.
 */
export const companyLandingVersions = pgTable('company_landing_versions', {
  landingId: integer('landing_id')
    .primaryKey()
    .references(() => companyLandings.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

export type LandingRow = typeof companyLandings.$inferSelect;
