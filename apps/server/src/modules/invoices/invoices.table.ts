import type { InvoiceParty } from '@sp/shared/api/invoices';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { ledgerTransactions } from '../payments/payments.table';
import { additionalPackages, tariffs } from '../tariffs/tariffs.table';

/**
 * An invoice for an organisation (issue 14 §4): a main company asks to pay by bank transfer, to top up its
 * balance or for a tariff or a package. Its .docx is made once (the buyer's requisites kept as they were), the
 * PDF when first asked for. An administrator marks it paid when the money arrives: that credits the balance
 * through the ledger (`transaction_id`) and buys what it was for; status moves out of «unpaid» once.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** «СП-2026-000012»: the year and the invoice's id */
    number: text('number').notNull().unique('invoices_number_unique'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** 'top_up' | 'tariff' | 'package' */
    purpose: text('purpose').notNull(),
    tariffId: integer('tariff_id').references(() => tariffs.id, { onDelete: 'restrict' }),
    packageId: integer('package_id').references(() => additionalPackages.id, { onDelete: 'restrict' }),
    /** kopecks */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** the buyer as the invoice names it */
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    /** 'unpaid' | 'paid' | 'canceled' */
    status: text('status').notNull().default('unpaid'),
    docxKey: text('docx_key').notNull(),
    pdfKey: text('pdf_key'),
    payUntil: timestamp('pay_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** the administrator who saw the transfer arrive; null when a card paid it */
    paidBy: integer('paid_by').references(() => accounts.id, { onDelete: 'restrict' }),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_company_idx').on(table.companyId, table.id),
    index('invoices_status_idx').on(table.status, table.id),
    check('invoices_purpose', sql`${table.purpose} in ('top_up', 'tariff', 'package')`),
    check('invoices_status', sql`${table.status} in ('unpaid', 'paid', 'canceled')`),
    check('invoices_amount', sql`${table.amount} > 0`),
    check('invoices_paid', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
