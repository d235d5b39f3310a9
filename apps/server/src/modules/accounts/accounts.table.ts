import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userType: smallint('user_type').notNull(),
    /** digits only (SPEC §5); unique among accounts that have one */
    phone: text('phone').unique(),
    /** lower-cased */
    email: text('email').unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** the company the account works in now; switched by change-company */
    currentCompanyId: integer('current_company_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // the administrator's registrations by day (statistic-calendar) range over it
    index('accounts_created_at_idx').on(table.createdAt),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
