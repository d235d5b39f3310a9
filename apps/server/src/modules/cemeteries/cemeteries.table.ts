import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { pointColumn, polygonColumn } from '../../platform/geometry';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { cities } from '../geo/cities.table';
import { persons } from '../persons/persons.table';

/**
 * A cemetery (issue 15 §1): its outline and centre on the map, and the municipal organisation that governs it
 * (edits it, confirms graves proposed in it, reviews its passports). Kept while graves are in it (restrict).
 */
export const cemeteries = pgTable(
  'cemeteries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    outline: polygonColumn('outline'),
    center: pointColumn('center').notNull(),
    openingHours: text('opening_hours').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    municipalCompanyId: integer('municipal_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    /** its graves, kept by a trigger on graves in the same transaction: a wide map box counts cemeteries, not graves */
    gravesCount: integer('graves_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cemeteries_center_idx').using('gist', table.center),
    index('cemeteries_municipal_idx').on(table.municipalCompanyId),
    index('cemeteries_city_idx').on(table.cityId),
  ],
);

/** An area of a cemetery («Участок 12»), drawn inside it. */
export const cemeteryAreas = pgTable(
  'cemetery_areas',
  {
    id: serial('id').primaryKey(),
    cemeteryId: integer('cemetery_id')
      .notNull()
      .references(() => cemeteries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    outline: polygonColumn('outline').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cemetery_areas_cemetery_idx').on(table.cemeteryId)],
);

/**
 * A grave (plot): its point (and outline when drawn), status, places and parameters. One proposed by a family or a
 * company for its person is «не подтверждено» until the cemetery's municipal organisation or an administrator
 * confirms it.
 */
export const graves = pgTable(
  'graves',
  {
    id: serial('id').primaryKey(),
    cemeteryId: integer('cemetery_id')
      .notNull()
      .references(() => cemeteries.id, { onDelete: 'restrict' }),
    areaId: integer('area_id').references(() => cemeteryAreas.id, { onDelete: 'set null' }),
    number: text('number').notNull().default(''),
    location: pointColumn('location').notNull(),
    outline: polygonColumn('outline'),
    /** 'free' | 'reserved' | 'occupied' */
    status: text('status').notNull().default('free'),
    placesCount: smallint('places_count').notNull().default(1),
    widthM: doublePrecision('width_m'),
    lengthM: doublePrecision('length_m'),
    hasFence: boolean('has_fence').notNull().default(false),
    hasMonument: boolean('has_monument').notNull().default(false),
    note: text('note').notNull().default(''),
    /**
     * Storage keys of its photo (re-encoded, at most 1600 px a side) and thumbnail, set by its governor: public like
     * the grave, as a catalog photo is, so not a `media` row (those are a family's or a company's own files)
     */
    photoKey: text('photo_key'),
    photoThumbnailKey: text('photo_thumbnail_key'),
    confirmed: boolean('confirmed').notNull().default(true),
    proposedByAccountId: integer('proposed_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    proposedByCompanyId: integer('proposed_by_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // the map's boxes walk this index (point <@ box)
    index('graves_location_idx').using('gist', table.location),
    index('graves_cemetery_idx').on(table.cemeteryId, table.number),
    check('graves_status', sql`${table.status} in ('free', 'reserved', 'occupied')`),
    check('graves_places', sql`${table.placesCount} between 1 and 20`),
  ],
);

/**
 * A burial: one Person (the same row as the tree, the memory page and the deal) in one place of a grave. A person is
 * buried once; a place holds one burial.
 */
export const burials = pgTable(
  'burials',
  {
    id: serial('id').primaryKey(),
    graveId: integer('grave_id')
      .notNull()
      .references(() => graves.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    burialDate: date('burial_date'),
    /** 'year' | 'month' | 'day', as the person's own dates */
    burialPrecision: text('burial_precision'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('burials_place_unique').on(table.graveId, table.position),
    unique('burials_person_unique').on(table.personId),
  ],
);

export type CemeteryRow = typeof cemeteries.$inferSelect;
export type GraveRow = typeof graves.$inferSelect;
export type BurialRow = typeof burials.$inferSelect;
