import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { ledgerTransactions } from '../payments/payments.table';
import { purchases } from '../tariffs/tariffs.table';

/**
 * A promo code (docs/decisions.md «Promo codes and dealers»): the platform's own (no dealer) or a dealer's, which
 * starts as the dealer's request ('requested') and works once an administrator accepts it with the dealer's share.
 * `used_count` is claimed in one statement against `max_uses`, so the last use is never given twice.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** upper-case, as PROMO_CODE_PATTERN */
    code: text('code').notNull(),
    dealerCompanyId: integer('dealer_company_id').references(() => companies.id, { onDelete: 'restrict' }),
    discountPercent: integer('discount_percent').notNull(),
    dealerSharePercent: integer('dealer_share_percent').notNull().default(0),
    /** 1 families' accounts, 2 companies; null both */
    audience: integer('audience'),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    /** the end of its last Moscow day; null: no end */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** 'requested' | 'active' | 'declined' | 'disabled' */
    status: text('status').notNull(),
    /** an administrator switched it off: its dealer may not switch it on again (only an administrator may) */
    disabledByAdmin: boolean('disabled_by_admin').notNull().default(false),
    note: text('note').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_unique').on(table.code),
    index('promo_codes_dealer_idx').on(table.dealerCompanyId, table.id),
    index('promo_codes_status_idx').on(table.status, table.id),
    check('promo_codes_status', sql`${table.status} in ('requested', 'active', 'declined', 'disabled')`),
    check('promo_codes_discount', sql`${table.discountPercent} between 1 and 90`),
    check(
      'promo_codes_share',
      sql`${table.dealerSharePercent} between 0 and 50 and (${table.dealerCompanyId} is not null or ${table.dealerSharePercent} = 0)`,
    ),
    check('promo_codes_disabled_by_admin', sql`not ${table.disabledByAdmin} or ${table.status} = 'disabled'`),
    check('promo_codes_audience', sql`${table.audience} is null or ${table.audience} in (1, 2)`),
    check(
      'promo_codes_uses',
      sql`${table.usedCount} >= 0 and (${table.maxUses} is null or ${table.usedCount} <= ${table.maxUses})`,
    ),
    check(
      'promo_codes_requested_dealer',
      sql`${table.status} not in ('requested', 'declined') or ${table.dealerCompanyId} is not null`,
    ),
  ],
);

/**
 * A purchase made with a code: what it cost before and after the discount and, for a dealer's code, the dealer's
 * reward and the ledger movement that paid it, written in the purchase's own transaction. Read by the dealer's
 * reports (dealer-profit/, partners, the administrator's statistic-dealer). A holder uses a code once.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    purchaseId: integer('purchase_id')
      .notNull()
      .unique('promo_code_uses_purchase_unique')
      .references(() => purchases.id, { onDelete: 'restrict' }),
    /** the holder that bought: a family's account or a company (the dealer's partner) */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /** copied from the code: the dealer's reports read one index range */
    dealerCompanyId: integer('dealer_company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /** kopecks */
    listPrice: bigint('list_price', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull().default(0),
    rewardTransactionId: bigint('reward_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
      { onDelete: 'restrict' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_code_uses_account_unique')
      .on(table.promoCodeId, table.accountId)
      .where(sql`${table.accountId} is not null`),
    uniqueIndex('promo_code_uses_company_unique')
      .on(table.promoCodeId, table.companyId)
      .where(sql`${table.companyId} is not null`),
    index('promo_code_uses_dealer_idx')
      .on(table.dealerCompanyId, table.createdAt)
      .where(sql`${table.dealerCompanyId} is not null`),
    index('promo_code_uses_company_idx').on(table.companyId, table.id),
    check('promo_code_uses_one_holder', sql`num_nonnulls(${table.accountId}, ${table.companyId}) = 1`),
    check(
      'promo_code_uses_money',
      sql`${table.paid} >= 0 and ${table.discount} > 0 and ${table.paid} + ${table.discount} = ${table.listPrice} and ${table.reward} >= 0 and ${table.reward} <= ${table.paid}`,
    ),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeUseRow = typeof promoCodeUses.$inferSelect;
