import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { ledgerTransactions } from '../payments/payments.table';

/** A limit of a tariff or a package: a whole number, or null for «без ограничений». */
export type LimitValues = Record<string, number | null>;

const offerColumns = {
  id: serial('id').primaryKey(),
  /** 1: a family's account, 2: a company (SPEC §7 "type") */
  audience: smallint('audience').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** kopecks */
  price: bigint('price', { mode: 'number' }).notNull(),
  periodMonths: smallint('period_months').notNull(),
  isArchive: boolean('is_archive').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A tariff (issue 14 §2): what a family or a company may keep while it holds it. One free tariff per audience is
 * current at a time (not archived): everyone without a paid one holds it. A tariff is archived, never deleted
 * (purchases name it).
 */
export const tariffs = pgTable(
  'tariffs',
  {
    ...offerColumns,
    isFree: boolean('is_free').notNull().default(false),
    limits: jsonb('limits').$type<LimitValues>().notNull(),
  },
  (table) => [
    index('tariffs_audience_idx').on(table.audience, table.isArchive, table.position),
    uniqueIndex('tariffs_one_free_idx')
      .on(table.audience)
      .where(sql`${table.isFree} and not ${table.isArchive}`),
    check('tariffs_audience', sql`${table.audience} in (1, 2)`),
    check('tariffs_price', sql`${table.price} >= 0 and (${table.price} = 0) = ${table.isFree}`),
    check('tariffs_period', sql`${table.periodMonths} between 1 and 36`),
  ],
);

/** An additional package (issue 14 §2): what it adds to a holder's limits for its period. */
export const additionalPackages = pgTable(
  'additional_packages',
  {
    ...offerColumns,
    grants: jsonb('grants').$type<LimitValues>().notNull(),
  },
  (table) => [
    index('additional_packages_audience_idx').on(table.audience, table.isArchive, table.position),
    check('additional_packages_audience', sql`${table.audience} in (1, 2)`),
    check('additional_packages_price', sql`${table.price} > 0`),
    check('additional_packages_period', sql`${table.periodMonths} between 1 and 36`),
  ],
);

/**
 * A tariff or a package a holder bought (issue 14 §2), paid by its ledger movement. A tariff bought while a paid one
 * runs starts when that one ends; a package from the moment it is bought. The holder is a family's account or a
 * company, as the ledger's.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    tariffId: integer('tariff_id').references(() => tariffs.id, { onDelete: 'restrict' }),
    packageId: integer('package_id').references(() => additionalPackages.id, { onDelete: 'restrict' }),
    /** kopecks, as paid */
    price: bigint('price', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'restrict' }),
    /** the purchase this one renews automatically: a purchase is renewed once */
    renewedFromId: integer('renewed_from_id')
      .unique('purchases_renewed_from_unique')
      .references((): AnyPgColumn => purchases.id, { onDelete: 'restrict' }),
    /** when the holder was told the tariff ends in 3 days */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** when the holder was told the automatic renewal failed (told once; it is tried again every run) */
    renewalFailedAt: timestamp('renewal_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchases_account_idx').on(table.accountId, table.endsAt),
    index('purchases_company_idx').on(table.companyId, table.endsAt),
    // the renewal walk: paid tariffs that renew themselves, by their end
    index('purchases_renewal_idx')
      .on(table.endsAt)
      .where(sql`${table.autoRenew} and ${table.tariffId} is not null`),
    check('purchases_one_holder', sql`num_nonnulls(${table.accountId}, ${table.companyId}) = 1`),
    check('purchases_one_offer', sql`num_nonnulls(${table.tariffId}, ${table.packageId}) = 1`),
    check('purchases_period', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export type TariffRow = typeof tariffs.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type PackageRow = typeof additionalPackages.$inferSelect;
