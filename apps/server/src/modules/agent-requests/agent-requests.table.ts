import type { OrderCategory } from '@sp/shared/orders/kinds';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { orders } from '../orders/orders.table';

/**
 * A request brought by an agent (SPEC §3 "agent request"): an outside person — a hospital or morgue orderly, a
 * police officer, a care-home worker, a partner — tells the company about a case, usually for a fee. Agents have
 * no account; the company's dispatcher or manager records the call (`created_by`). New until a staff member other
 * than its author opens it. `order_id` is the deal made from it (one at most); a deleted deal frees the request.
 * Phones are digits only (7900…), e-mails lower-cased, '' when not given; the fee is kopecks.
 */
export const agentRequests = pgTable(
  'agent_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agentName: text('agent_name').notNull(),
    agentPhone: text('agent_phone').notNull(),
    agentOrganization: text('agent_organization').notNull().default(''),
    /** the family's contact, «Фамилия Имя Отчество» */
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    deceasedLastName: text('deceased_last_name').notNull().default(''),
    deceasedFirstName: text('deceased_first_name').notNull().default(''),
    deceasedPatronymic: text('deceased_patronymic').notNull().default(''),
    deathDate: date('death_date', { mode: 'string' }),
    /** where the deceased is now: a morgue, a hospital, an address */
    place: text('place').notNull().default(''),
    /** what is needed, as the deal's category (packages/shared/src/orders/kinds.ts) */
    categoryOrder: smallint('category_order').$type<OrderCategory>().notNull(),
    note: text('note').notNull().default(''),
    /** the agent's fee, kopecks */
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    isNew: boolean('is_new').notNull().default(true),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** lower-cased names, organisation and contacts for the list's search (trigram index) */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(agent_name || ' ' || agent_organization || ' ' || agent_phone || ' ' || contact_name || ' ' || contact_phone || ' ' || contact_email || ' ' || deceased_last_name || ' ' || deceased_first_name || ' ' || deceased_patronymic)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_requests_company_idx').on(table.companyId, table.createdAt),
    index('agent_requests_new_idx').on(table.companyId, table.isNew),
    uniqueIndex('agent_requests_order_idx').on(table.orderId),
    index('agent_requests_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check('agent_requests_category', sql`${table.categoryOrder} in (1, 2, 3, 4)`),
    check('agent_requests_fee', sql`${table.fee} >= 0`),
  ],
);

export type AgentRequestRow = typeof agentRequests.$inferSelect;
