import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every outgoing message, whatever channel carried it; administrators read it at /admin/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'whatsapp' | 'telegram' | 'outbox'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    status: text('status').$type<'stored' | 'sent' | 'failed'>().notNull().default('stored'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_created_idx').on(table.createdAt),
    // the per-recipient hourly limit counts by these
    index('outbox_recipient_created_idx').on(table.recipient, table.createdAt),
  ],
);
