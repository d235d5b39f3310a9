import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Counted events for throttling (code sends, failed logins, public requests per IP), per bucket and key. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** what is counted, e.g. 'auth:code_sent' or 'public:request'; buckets never mix */
    bucket: text('bucket').notNull(),
    /** who is counted: a normalised phone or e-mail, a client IP… */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('throttle_events_lookup_idx').on(table.bucket, table.key, table.createdAt)],
);
