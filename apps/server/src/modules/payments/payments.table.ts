import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

/**
 * A ledger account (issue 14 §1): the balance of a family's account or of a company, or one of the platform's own
 * (`platform_code`: revenue, card clearing, corrections, invoices). A holder's row is made when its money first
 * moves; its balance is the sum of its entries, never a stored number. Kept when the holder goes (restrict).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .unique('ledger_accounts_account_unique')
      .references(() => accounts.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .unique('ledger_accounts_company_unique')
      .references(() => companies.id, { onDelete: 'restrict' }),
    platformCode: text('platform_code').unique('ledger_accounts_platform_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'ledger_accounts_one_holder',
      sql`num_nonnulls(${table.accountId}, ${table.companyId}, ${table.platformCode}) = 1`,
    ),
  ],
);

/**
 * One movement of money (a top-up, a purchase, a refund, an administrator's correction, a paid invoice): its
 * entries sum to zero (checked at commit by the database). `external_ref` makes a provider's payment or an invoice
 * apply once. Neither a transaction nor its entries are ever changed or deleted (triggers refuse it).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** what the holder reads in its history, in Russian */
    description: text('description').notNull(),
    /** an administrator's correction says why */
    reason: text('reason'),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'restrict' }),
    externalRef: text('external_ref').unique('ledger_transactions_external_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'ledger_transactions_kind',
      sql`${table.kind} in ('top_up', 'purchase', 'refund', 'correction', 'invoice_payment', 'dealer_reward')`,
    ),
  ],
);

/** One side of a movement on one ledger account, in kopecks: credit positive, debit negative. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // a balance is one index range summed; the history pages newest first
    index('ledger_entries_account_idx').on(table.ledgerAccountId, table.id),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_amount', sql`${table.amount} <> 0`),
  ],
);

export type LedgerTransactionKind =
  | 'top_up'
  | 'purchase'
  | 'refund'
  | 'correction'
  | 'invoice_payment'
  | 'dealer_reward';
