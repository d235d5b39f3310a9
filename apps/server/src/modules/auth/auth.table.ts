import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

/** Opaque refresh tokens, stored as SHA-256; one family per sign-in, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_account_idx').on(table.accountId),
  ],
);

/** One-time 5-digit codes (login, registration, restore, verification, e-mail change). */
export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: serial('id').primaryKey(),
    /** normalised phone digits or lower-cased e-mail */
    identifier: text('identifier').notNull(),
    action: text('action').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** extra data the code confirms, e.g. the account and new e-mail of an e-mail change */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('confirmation_codes_identifier_idx').on(table.identifier, table.action, table.createdAt)],
);
