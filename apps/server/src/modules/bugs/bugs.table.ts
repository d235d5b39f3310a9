import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

export const bugs = pgTable(
  'bugs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    screenUpload: text('screen_upload'),
    pageUrl: text('page_url').notNull().default(''),
    isResolved: boolean('is_resolved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bugs_created_idx').on(table.createdAt)],
);
