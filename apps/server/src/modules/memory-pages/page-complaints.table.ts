import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { memoryPages } from './memory-pages.table';

/**
 * Complaints about a memory page («Пожаловаться» on /person/{id}, issue 16): anyone may report a public page; an
 * administrator reads them on /admin/pages-memory and closes them (hiding, restoring or handing the page over, or
 * just closing). Deleting the page deletes its complaints.
 */
export const memoryPageComplaints = pgTable(
  'memory_page_complaints',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => memoryPages.id, { onDelete: 'cascade' }),
    /** 'stranger' | 'photo' | 'offensive' | 'other' */
    reason: text('reason').notNull(),
    /** plain text; required for 'other' */
    text: text('text').notNull().default(''),
    /** an e-mail or a phone to answer; empty only from a signed-in visitor */
    contact: text('contact').notNull().default(''),
    reporterAccountId: integer('reporter_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 'open' | 'closed' */
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByAccountId: integer('closed_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // a page's complaints newest first; the open ones of every page (the administrator's list puts them first)
    index('memory_page_complaints_page_idx').on(table.pageId, table.createdAt.desc()),
    index('memory_page_complaints_open_idx')
      .on(table.createdAt.desc(), table.pageId)
      .where(sql`${table.status} = 'open'`),
    check('memory_page_complaints_reason', sql`${table.reason} in ('stranger','photo','offensive','other')`),
    check('memory_page_complaints_status', sql`${table.status} in ('open','closed')`),
  ],
);

export type MemoryPageComplaintRow = typeof memoryPageComplaints.$inferSelect;
