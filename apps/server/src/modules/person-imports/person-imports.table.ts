import type { ImportField } from '@sp/shared/api/person-imports';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { cemeteries } from '../cemeteries/cemeteries.table';
import { persons } from '../persons/persons.table';

/**
 * An administrator's import of a cemetery's register (issue 16 §1, §3): the uploaded file, the cemetery and the
 * mapping it runs with, and what it did so far. The background job adds to the counts with each batch it commits,
 * in that batch's transaction, so a job retried after a crash goes on from `processed`.
 */
export const personImports = pgTable(
  'person_imports',
  {
    id: serial('id').primaryKey(),
    adminAccountId: integer('admin_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    cemeteryId: integer('cemetery_id').references(() => cemeteries.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    /** 'csv' | 'xlsx' */
    format: text('format').notNull(),
    /** 'uploaded' | 'queued' | 'running' | 'done' | 'cancelled' | 'failed' */
    status: text('status').notNull().default('uploaded'),
    /** each column's field, or null */
    mapping: jsonb('mapping').$type<(ImportField | null)[]>(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    createdPersons: integer('created_persons').notNull().default(0),
    createdBurials: integer('created_burials').notNull().default(0),
    createdGraves: integer('created_graves').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    reportKey: text('report_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('person_imports_created_idx').on(table.createdAt),
    check('person_imports_format', sql`${table.format} in ('csv', 'xlsx')`),
    check(
      'person_imports_status',
      sql`${table.status} in ('uploaded', 'queued', 'running', 'done', 'cancelled', 'failed')`,
    ),
  ],
);

/** A row of an import's file that was not imported (its problem) or skipped as already there, for the report. */
export const personImportProblems = pgTable(
  'person_import_problems',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => personImports.id, { onDelete: 'cascade' }),
    /** the row's number in the file (the header is row 1) */
    row: integer('row').notNull(),
    message: text('message').notNull(),
    /** the row's cells as text */
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (table) => [index('person_import_problems_import_idx').on(table.importId, table.row)],
);

/**
 * Where a person came from: the register imported it (written with the person, in its batch). Such a person is a
 * record of the cemetery's organisation, bound by its register (admin-persons/person-bound.ts), even without a
 * grave. A table of its own rather than a column of persons: the link is this module's, as every other link is
 * its own module's table, and the big persons table stays as it is.
 */
export const personImportPersons = pgTable(
  'person_import_persons',
  {
    personId: integer('person_id')
      .primaryKey()
      .references(() => persons.id, { onDelete: 'cascade' }),
    importId: integer('import_id')
      .notNull()
      .references(() => personImports.id, { onDelete: 'cascade' }),
  },
  (table) => [index('person_import_persons_import_idx').on(table.importId)],
);

export type PersonImportRow = typeof personImports.$inferSelect;
