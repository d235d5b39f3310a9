import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { orders } from '../orders/orders.table';

/**
 * A client's review of a completed deal (SPEC §3 Review): one per deal (order_id is unique), 1–5 stars and a
 * comment. Public only when an administrator approved it (is_moderation) and did not ban it (is_banned).
 * company_id is the deal's company, kept here so the company's and the public lists need no join.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique('reviews_order_unique')
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** the author: the account linked to the deal's client; null once that account is deleted */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull(),
    isModeration: boolean('is_moderation').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    /** when an administrator last changed the flags, and who */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_company_idx').on(table.companyId, table.createdAt),
    index('reviews_account_idx').on(table.accountId),
    /** the moderation queue: pending first */
    index('reviews_moderation_idx').on(table.isBanned, table.isModeration, table.createdAt),
    check('reviews_stars', sql`${table.stars} between 1 and 5`),
    check('reviews_comment', sql`length(btrim(${table.comment})) between 1 and 1000`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
