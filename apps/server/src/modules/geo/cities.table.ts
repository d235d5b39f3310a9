import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Russian cities for search by city and distance: the product's list (russian-cities.data.ts), written when
 * the table is empty, then edited by administrators. `search_name` is the name lower-cased with ё → е,
 * computed in the service so search does not depend on the database's locale.
 */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone').notNull(),
    population: integer('population').notNull().default(0),
    isRegionalCentre: boolean('is_regional_centre').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cities_name_region_unique').on(table.name, table.region),
    index('cities_search_name_idx').on(table.searchName.op('text_pattern_ops')),
  ],
);

export type CityRow = typeof cities.$inferSelect;
