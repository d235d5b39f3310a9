import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';

/**
 * A company's request to become a municipal organisation (issue 15 §3): an administrator accepts it (the company's
 * type becomes MUNICIPAL and it may be given cemeteries to govern) or declines it. One open request per company.
 */
export const municipalApplications = pgTable(
  'municipal_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** what the organisation is: its full name, what it governs */
    note: text('note').notNull().default(''),
    /** 'new' | 'accepted' | 'declined' */
    status: text('status').notNull().default('new'),
    comment: text('comment').notNull().default(''),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('municipal_applications_open_unique').on(table.companyId).where(sql`${table.status} = 'new'`),
    index('municipal_applications_status_idx').on(table.status, table.id),
    check('municipal_applications_status', sql`${table.status} in ('new', 'accepted', 'declined')`),
  ],
);
