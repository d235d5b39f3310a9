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
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { invoices } from '../invoices/invoices.table';
import { ledgerTransactions } from '../payments/payments.table';
import { additionalPackages, tariffs } from '../tariffs/tariffs.table';

/**
 * A card payment (issue 14 §3): asked of the provider for a holder, for a top-up or to pay a tariff, a package
 * or an invoice at once. `status` is what the provider's own record last said; `applied_transaction_id` is the
 * ledger movement its money made, set once (the same confirmation told again changes nothing).
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** 'top_up' | 'tariff' | 'package' | 'invoice' */
    purpose: text('purpose').notNull(),
    tariffId: integer('tariff_id').references(() => tariffs.id, { onDelete: 'restrict' }),
    packageId: integer('package_id').references(() => additionalPackages.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** the promo code a tariff or package is paid with (upper-case): claimed when the provider confirms */
    promoCode: text('promo_code'),
    /** kopecks */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    returnPath: text('return_path').notNull(),
    /** the receipt's buyer (54-FZ): an e-mail or a phone */
    receiptEmail: text('receipt_email'),
    receiptPhone: text('receipt_phone'),
    /** 'yookassa' | 'test' */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').unique('card_payments_provider_unique'),
    idempotenceKey: text('idempotence_key').notNull(),
    /** 'pending' | 'succeeded' | 'canceled' */
    status: text('status').notNull().default('pending'),
    /** kopecks the provider confirmed (its record, not ours, is what is credited) */
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    appliedTransactionId: bigint('applied_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
      { onDelete: 'restrict' },
    ),
    /** kopecks given back through the provider by an administrator */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('card_payments_account_idx').on(table.accountId, table.id),
    index('card_payments_company_idx').on(table.companyId, table.id),
    // the reconciliation walks the pending ones, oldest first
    index('card_payments_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('card_payments_one_holder', sql`num_nonnulls(${table.accountId}, ${table.companyId}) = 1`),
    check('card_payments_purpose', sql`${table.purpose} in ('top_up', 'tariff', 'package', 'invoice')`),
    check('card_payments_status', sql`${table.status} in ('pending', 'succeeded', 'canceled')`),
    check('card_payments_amount', sql`${table.amount} > 0`),
    check(
      'card_payments_refund',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= coalesce(${table.paidAmount}, 0)`,
    ),
  ],
);

export type CardPaymentRow = typeof cardPayments.$inferSelect;
