import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

/**
 * One sign-in: its refresh tokens form a family with this id, and its access tokens carry it (`sid`), so ending the
 * session (logout, password reset) stops both at once. It ends 30 days after sign-in however often it is renewed.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_sessions_account_idx').on(table.accountId)],
);

/** Opaque refresh tokens, stored as SHA-256; one family per sign-in (session), rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
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
