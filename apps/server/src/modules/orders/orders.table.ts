import type { SiteRequestItemKind } from '@sp/shared/api/requests';
import type { OrderCategory, OrderType, PaymentMethod } from '@sp/shared/orders/kinds';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import type { DiscountKind } from '@sp/shared/orders/totals';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { catalogItems, compositions } from '../catalog/catalog.table';
import { companies } from '../companies/companies.table';
import { persons } from '../persons/persons.table';
import { siteRequests } from '../requests/requests.table';
import { shoppers } from '../shoppers/shoppers.table';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money is integer kopecks (DOMAIN.md); bigint: a deal may pass 21 474 836,47 ₽. */
const kopecks = (name: string) => bigint(name, { mode: 'number' }).notNull();
/** A discount is an amount in kopecks or a whole percent (packages/shared/src/orders/totals.ts). */
const discountKind = () => text('discount_kind').$type<DiscountKind>().notNull().default('amount');
const discountValue = () => bigint('discount_value', { mode: 'number' }).notNull().default(0);

/** The last deal number a company gave; taken with an UPDATE … RETURNING, so two deals never share one. */
export const orderCounters = pgTable('order_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A company's deal (SPEC §3 Order): type 1 deal or 2 sale, category 1–4 (a sale is always 4), a status of
 * packages/shared/src/orders/statuses.ts, the client, dates, the burial place as text until the cemetery map
 * links a grave, the deal's own discount. `total` and `paid` are kept by the orders service in the same
 * transaction that changes the lines, the discount or the payments, so lists sort and sum without joins.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within the company */
    number: integer('number').notNull(),
    typeOrder: smallint('type_order').$type<OrderType>().notNull(),
    categoryOrder: smallint('category_order').$type<OrderCategory>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    /** a client with deals cannot be deleted */
    shopperId: integer('shopper_id').references(() => shoppers.id, { onDelete: 'restrict' }),
    funeralAt: timestamp('funeral_at', { withTimezone: true }),
    cremationAt: timestamp('cremation_at', { withTimezone: true }),
    burialPlace: text('burial_place').notNull().default(''),
    note: text('note').notNull().default(''),
    discountKind: discountKind(),
    discountValue: discountValue(),
    /** what the client owes after every discount, kopecks */
    total: kopecks('total').default(0),
    /** Σ payments, kopecks */
    paid: kopecks('paid').default(0),
    /** the site request (cart) this deal was made from; one deal per request */
    siteRequestId: integer('site_request_id').references(() => siteRequests.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /**
     * The manager who answers for the deal (issue 12 §3): the company's owner or an employee, the author by
     * default; the calendar's and the lists' «Ответственный». Emptied if the account is deleted.
     */
    responsibleId: integer('responsible_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_company_number_idx').on(table.companyId, table.number),
    index('orders_company_responsible_idx').on(table.companyId, table.responsibleId),
    uniqueIndex('orders_site_request_idx').on(table.siteRequestId),
    // in the list's own order (created_at desc nulls last, id desc): the newest page of a company, of a status
    // (a board column) or of a type and category reads ten index entries instead of sorting all the company's deals
    // (100,000 deals, a company of 10,000: 20–30 ms → under 1 ms; npm run bench); they serve day ranges too
    index('orders_company_list_idx').on(
      table.companyId,
      table.createdAt.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_company_status_list_idx').on(
      table.companyId,
      table.status,
      table.createdAt.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_shopper_idx').on(table.shopperId),
    // the calendar (/api/company-orders/calendar/): a company's funerals and cremations of a few weeks
    index('orders_company_funeral_idx')
      .on(table.companyId, table.funeralAt)
      .where(sql`${table.funeralAt} is not null`),
    index('orders_company_cremation_idx')
      .on(table.companyId, table.cremationAt)
      .where(sql`${table.cremationAt} is not null`),
    check('orders_type', sql`${table.typeOrder} in (1, 2)`),
    check(
      'orders_category',
      sql`${table.categoryOrder} in (1, 2, 3, 4) and (${table.typeOrder} = 1 or ${table.categoryOrder} = 4)`,
    ),
    check(
      'orders_status',
      sql`${table.status} in ('new','in_progress','awaiting_payment','paid','completed','cancelled')`,
    ),
    check(
      'orders_discount',
      sql`${table.discountValue} >= 0 and (${table.discountKind} = 'amount' or (${table.discountKind} = 'percent' and ${table.discountValue} <= 100))`,
    ),
    check('orders_total', sql`${table.total} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/**
 * A line of a deal: a product, a service or a composition of the company, with its name, unit and unit price
 * (kopecks) as they were when added, so later catalog changes do not rewrite the deal; the reference is
 * cleared if the catalog record is deleted. The line's discount applies to price × quantity.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SiteRequestItemKind>().notNull(),
    itemId: integer('item_id').references(() => catalogItems.id, { onDelete: 'set null' }),
    compositionId: integer('composition_id').references(() => compositions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    price: kopecks('price'),
    quantity: integer('quantity').notNull(),
    discountKind: discountKind(),
    discountValue: discountValue(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId, table.position),
    index('order_items_item_idx').on(table.itemId),
    index('order_items_composition_idx').on(table.compositionId),
    check('order_items_kind', sql`${table.kind} in ('product','service','composition')`),
    check('order_items_quantity', sql`${table.quantity} > 0`),
    check('order_items_price', sql`${table.price} >= 0`),
    check(
      'order_items_discount',
      sql`${table.discountValue} >= 0 and (${table.discountKind} = 'amount' or (${table.discountKind} = 'percent' and ${table.discountValue} <= 100))`,
    ),
  ],
);

export type OrderItemRow = typeof orderItems.$inferSelect;

/** A payment the company recorded on a deal: kopecks, the day it was paid, how, a note. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: kopecks('amount'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull().default('cash'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (table) => [
    index('order_payments_order_idx').on(table.orderId, table.paidOn),
    check('order_payments_amount', sql`${table.amount} > 0`),
    check('order_payments_method', sql`${table.method} in ('cash','card','transfer','other')`),
  ],
);

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/**
 * A note written on a deal (its timeline's note box): plain text, who wrote it and when. The deal's own record,
 * deleted with the deal; journalled as «OrderNote».
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
);

export type OrderNoteRow = typeof orderNotes.$inferSelect;

/**
 * The deceased on a deal: the Person itself (DOMAIN.md), never a copy. Made for a deal, the person is owned by
 * the company; handing the memory page to the family moves that ownership and the link stays.
 */
export const orderDeceased = pgTable(
  'order_deceased',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: created(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.personId] }),
    index('order_deceased_person_idx').on(table.personId),
  ],
);

/**
 * What a company's deals list shows changes with this version (issue 13 §1): the database raises it on every write
 * to a deal, its lines, its deceased, its client, a deceased's or a staff member's name (migration 0032), and
 * tells of it on the changes channel, so a server keeps the company's list pages until they change.
 */
export const companyOrdersVersions = pgTable('company_orders_versions', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * What the deals list's words find, one row per deal (issue 13 §2): its client's names, ИНН, phone and e-mail and
 * its deceased's names, lowercased with «ё» written «е», kept by the database in the same transaction as any
 * change to them (migration 0034), so a search matches one table through one trigram index instead of joining
 * the clients and the persons of the whole platform.
 */
export const orderSearch = pgTable(
  'order_search',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('order_search_text_trgm_idx').using('gin', table.text.op('gin_trgm_ops'))],
);
