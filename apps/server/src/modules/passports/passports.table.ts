import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { graves } from '../cemeteries/cemeteries.table';
import { companies } from '../companies/companies.table';
import { media } from '../files/media.table';
import { orders } from '../orders/orders.table';
import { persons } from '../persons/persons.table';

/**
 * A burial passport (issue 15 §3): the municipal document of a grave, numbered in its organisation's series, held
 * by the person named on it for the applicant (a family's account or a company). One per grave. Who lies in the
 * grave is read from its burials; changes go through requests of kind «update» and the journal keeps them.
 */
export const burialPassports = pgTable(
  'burial_passports',
  {
    id: serial('id').primaryKey(),
    municipalCompanyId: integer('municipal_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** «<series number>» of the organisation's series, e.g. «000012» */
    number: text('number').notNull(),
    graveId: integer('grave_id')
      .notNull()
      .unique('burial_passports_grave_unique')
      .references(() => graves.id, { onDelete: 'restrict' }),
    holderAccountId: integer('holder_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    holderCompanyId: integer('holder_company_id').references(() => companies.id, { onDelete: 'set null' }),
    holderName: text('holder_name').notNull(),
    holderPhone: text('holder_phone').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('burial_passports_number_unique').on(table.municipalCompanyId, table.number),
    index('burial_passports_holder_account_idx').on(table.holderAccountId),
    index('burial_passports_holder_company_idx').on(table.holderCompanyId),
  ],
);

/** An organisation's passport series: the last number given, claimed in one statement. */
export const passportSeries = pgTable('passport_series', {
  municipalCompanyId: integer('municipal_company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A request to the municipal organisation: to issue a passport (a person buried in a grave, from a company's deal
 * or a family's person) or to change an issued one. Statuses: new, review, needs_changes, approved, rejected.
 */
export const passportRequests = pgTable(
  'passport_requests',
  {
    id: serial('id').primaryKey(),
    /** 'issue' | 'update' */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('new'),
    /** 'municipal' | 'system', once decided */
    decidedBy: text('decided_by'),
    municipalCompanyId: integer('municipal_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    applicantAccountId: integer('applicant_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    applicantCompanyId: integer('applicant_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    graveId: integer('grave_id')
      .notNull()
      .references(() => graves.id, { onDelete: 'restrict' }),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    passportId: integer('passport_id').references(() => burialPassports.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    holderPhone: text('holder_phone').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('passport_requests_municipal_idx').on(table.municipalCompanyId, table.status, table.id),
    index('passport_requests_account_idx').on(table.applicantAccountId, table.id),
    index('passport_requests_company_idx').on(table.applicantCompanyId, table.id),
    // whether a request names a person (the administrator's unbound persons, issue 16)
    index('passport_requests_person_idx').on(table.personId),
    check('passport_requests_kind', sql`${table.kind} in ('issue', 'update')`),
    check(
      'passport_requests_status',
      sql`${table.status} in ('new', 'review', 'needs_changes', 'approved', 'rejected')`,
    ),
    check(
      'passport_requests_applicant',
      sql`num_nonnulls(${table.applicantAccountId}, ${table.applicantCompanyId}) <= 1`,
    ),
  ],
);

/** Comments on a request, both ways. */
export const passportComments = pgTable(
  'passport_comments',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => passportRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 'municipal' | 'applicant' */
    side: text('side').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('passport_comments_request_idx').on(table.requestId, table.id)],
);

/** A file the applicant attached to a request (a death certificate's scan): an image or a PDF, checked by content. */
export const passportRequestFiles = pgTable(
  'passport_request_files',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => passportRequests.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('passport_request_files_request_idx').on(table.requestId, table.id)],
);

export type PassportRequestRow = typeof passportRequests.$inferSelect;
export type BurialPassportRow = typeof burialPassports.$inferSelect;
