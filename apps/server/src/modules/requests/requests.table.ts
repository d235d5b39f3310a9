import type { SiteRequestItemKind } from '@sp/shared/api/requests';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogItems, compositions } from '../catalog/catalog.table';
import { companies } from '../companies/companies.table';

/**
 * A request sent to a company from the public cart (SPEC §3 "Request to a company"): the visitor's
 * contacts as typed, the total in kopecks at the moment of sending. New until staff open it.
 */
export const siteRequests = pgTable(
  'site_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    description: text('description').notNull().default(''),
    isNew: boolean('is_new').notNull().default(true),
    /** the emergency call («Срочный вызов») is shown first */
    isUrgent: boolean('is_urgent').notNull().default(false),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('site_requests_inbox_idx').on(table.companyId, table.isUrgent, table.createdAt),
    index('site_requests_new_idx').on(table.companyId, table.isNew),
  ],
);

/**
 * A line of a request: what was asked for, with the name and the unit price (kopecks) as they were
 * when the request was sent; the reference is cleared if the item is deleted later.
 */
export const siteRequestItems = pgTable(
  'site_request_items',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => siteRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SiteRequestItemKind>().notNull(),
    itemId: integer('item_id').references(() => catalogItems.id, { onDelete: 'set null' }),
    compositionId: integer('composition_id').references(() => compositions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    index('site_request_items_request_idx').on(table.requestId),
    index('site_request_items_item_idx').on(table.itemId),
    index('site_request_items_composition_idx').on(table.compositionId),
  ],
);

export type SiteRequestRow = typeof siteRequests.$inferSelect;
export type SiteRequestItemRow = typeof siteRequestItems.$inferSelect;
