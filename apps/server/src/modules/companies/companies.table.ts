import type { CompanyType } from '@sp/shared/permissions/company-types';
import type { ModuleLevels } from '@sp/shared/permissions/modules';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo'),
    type: text('type').$type<CompanyType>().notNull().default('REGULAR'),
    /** set for a branch: the main company it belongs to */
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id, { onDelete: 'restrict' }),
    ownerAccountId: integer('owner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    inn: text('inn').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    /**
     * Set while an administrator has blocked the company (issue 16): on a main company and each of its branches
     * alike, in one statement, so every check reads the company's own row. Its staff cannot work in it and its
     * public faces are gone (companyIsActive).
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    blockedByAccountId: integer('blocked_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('companies_parent_idx').on(table.parentId)],
);

/** An account's place in a company. The owner has one too, with isOwner set. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('memberships_account_company').on(table.accountId, table.companyId)],
);

/** A company's role: module → level (1 full, 2 read-write, 3 read-only). */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    modules: jsonb('modules').$type<ModuleLevels>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('roles_company_idx').on(table.companyId)],
);

export const membershipRoles = pgTable(
  'membership_roles',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.membershipId, table.roleId] })],
);

/** Channel credentials of a company; secrets never leave the server. */
export const companyIntegrations = pgTable('company_integrations', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  whatsappProfileId: text('whatsapp_profile_id').notNull().default(''),
  whatsappToken: text('whatsapp_token').notNull().default(''),
  telegramBotName: text('telegram_bot_name').notNull().default(''),
  telegramToken: text('telegram_token').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
