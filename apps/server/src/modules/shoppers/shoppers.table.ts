import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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

/**
 * A company's client (SPEC §3 Customer): a physical person (type_shopper 1) or a legal entity (2). Only the
 * block of its type is stored (SPEC §5): the other block's columns are null, which the check below holds.
 * Strings of the stored block are '' when not given. Becomes linked to an account once confirmed by a code
 * sent to its phone or e-mail (DOMAIN.md).
 */
export const shoppers = pgTable(
  'shoppers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    typeShopper: smallint('type_shopper').notNull(),
    /** digits only (7900…), '' when none; a legal entity's contact phone */
    phone: text('phone').notNull().default(''),
    /** lower-cased, '' when none */
    email: text('email').notNull().default(''),
    /** the person's registration address or the entity's legal address */
    address: text('address').notNull().default(''),
    // ---- physical person (type 1)
    lastName: text('last_name'),
    firstName: text('first_name'),
    patronymic: text('patronymic'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** identity document, a Russian passport by default: series, number, issued by, date, division code */
    docSeries: text('doc_series'),
    docNumber: text('doc_number'),
    docIssuedBy: text('doc_issued_by'),
    docIssuedDate: date('doc_issued_date', { mode: 'string' }),
    docDivisionCode: text('doc_division_code'),
    // ---- legal entity (type 2)
    legalName: text('legal_name'),
    inn: text('inn'),
    kpp: text('kpp'),
    /** ОГРН (13 digits) or a sole trader's ОГРНИП (15) */
    ogrn: text('ogrn'),
    /** who signs for the entity («в лице …»), free text */
    representative: text('representative'),
    bankAccount: text('bank_account'),
    bik: text('bik'),
    bankName: text('bank_name'),
    corrAccount: text('corr_account'),
    /** the company's private note about the client */
    note: text('note').notNull().default(''),
    // ---- confirmation by code (POST /api/company-shoppers/confirm/)
    /** when the client confirmed by code; cleared when the confirmed phone or e-mail is changed */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** 'phone' | 'email': which contact the code went to */
    confirmedBy: text('confirmed_by'),
    isNotifyPhone: boolean('is_notify_phone').notNull().default(false),
    isNotifyEmail: boolean('is_notify_email').notNull().default(false),
    /** the account with the confirmed contact; it sees the client's deals in /app/history-orders */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** lower-cased names, ИНН and contacts for the list's search (trigram index) */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(patronymic, '') || ' ' || coalesce(legal_name, '') || ' ' || coalesce(inn, '') || ' ' || phone || ' ' || email)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shoppers_company_idx').on(table.companyId, table.createdAt),
    index('shoppers_account_idx').on(table.accountId),
    index('shoppers_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check(
      'shoppers_one_block',
      sql`(${table.typeShopper} = 1 and ${table.firstName} is not null and ${table.legalName} is null
        and ${table.inn} is null and ${table.kpp} is null and ${table.ogrn} is null and ${table.representative} is null
        and ${table.bankAccount} is null and ${table.bik} is null and ${table.bankName} is null and ${table.corrAccount} is null)
      or (${table.typeShopper} = 2 and ${table.legalName} is not null and ${table.lastName} is null
        and ${table.firstName} is null and ${table.patronymic} is null and ${table.birthDate} is null
        and ${table.docSeries} is null and ${table.docNumber} is null and ${table.docIssuedBy} is null
        and ${table.docIssuedDate} is null and ${table.docDivisionCode} is null)`,
    ),
    check(
      'shoppers_confirmed_by',
      sql`(${table.confirmedAt} is null and ${table.confirmedBy} is null) or ${table.confirmedBy} in ('phone','email')`,
    ),
  ],
);

export type ShopperRow = typeof shoppers.$inferSelect;
