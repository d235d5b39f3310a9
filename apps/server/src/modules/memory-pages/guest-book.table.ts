import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { memoryPages } from './memory-pages.table';

/**
 * The guest book of a memory page: memories (a name and plain text) and candles guests leave. A memory shows to
 * guests once approved; a candle counts at once (it has nothing to read). Deleting the page deletes its book.
 */
export const guestBookEntries = pgTable(
  'guest_book_entries',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => memoryPages.id, { onDelete: 'cascade' }),
    /** 'memory' | 'candle' */
    kind: text('kind').notNull(),
    authorName: text('author_name').notNull().default(''),
    /** plain text, cleaned (never rendered as HTML) */
    text: text('text').notNull().default(''),
    /** 'pending' (waits for the keeper) | 'approved' (shown) | 'hidden' */
    status: text('status').notNull().default('pending'),
    /** when the keeper saw it in the page editor; null: new */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // the public list (approved memories, newest first) and the keeper's by status
    index('guest_book_entries_page_idx').on(table.pageId, table.status, table.createdAt.desc()),
    // what the keeper has not dealt with: counted on every line of /app/pages-memory
    index('guest_book_entries_new_idx')
      .on(table.pageId)
      .where(sql`${table.status} = 'pending' or ${table.seenAt} is null`),
    check('guest_book_entries_kind', sql`${table.kind} in ('memory','candle')`),
    check('guest_book_entries_status', sql`${table.status} in ('pending','approved','hidden')`),
  ],
);

/** The keeper's choices for a page's guest book; a page without a row has the defaults. */
export const guestBookSettings = pgTable(
  'guest_book_settings',
  {
    pageId: integer('page_id')
      .primaryKey()
      .references(() => memoryPages.id, { onDelete: 'cascade' }),
    /** 'approval' (each memory waits for the keeper) | 'immediate' */
    moderation: text('moderation').notNull().default('approval'),
    acceptsEntries: boolean('accepts_entries').notNull().default(true),
    /** tell the keeper of new entries by e-mail or phone */
    notify: boolean('notify').notNull().default(true),
    /** the last message to the keeper: the next one waits KEEPER_NOTICE_HOURS (claimed in one statement) */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('guest_book_settings_moderation', sql`${table.moderation} in ('approval','immediate')`)],
);

export type GuestBookEntryRow = typeof guestBookEntries.$inferSelect;
export type GuestBookSettingsRow = typeof guestBookSettings.$inferSelect;
