import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';

/**
 * A company's request to become a dealer (SPEC §7 POST /api/company/becoming-dealer/): an administrator accepts it
 * (the company's type becomes DEALER) or declines it. One open request per company.
 */
export const dealerApplications = pgTable(
  'dealer_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** where and to whom the company will hand out codes */
    note: text('note').notNull().default(''),
    /** 'new' | 'accepted' | 'declined' */
    status: text('status').notNull().default('new'),
    comment: text('comment').notNull().default(''),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dealer_applications_open_unique').on(table.companyId).where(sql`${table.status} = 'new'`),
    index('dealer_applications_status_idx').on(table.status, table.id),
    check('dealer_applications_status', sql`${table.status} in ('new', 'accepted', 'declined')`),
  ],
);
