import type { CoupleEvent } from '@sp/shared/api/family-tree';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { persons } from '../persons/persons.table';

/**
 * An account's family tree is its nodes, each pointing to a Person, and the links between them. The same Person
 * may sit in several accounts' trees (after a hand-over), never copied. Removing a node keeps the Person.
 */
export const familyNodes = pgTable(
  'family_nodes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('family_nodes_account_person').on(table.accountId, table.personId),
    // whether any tree holds a person (the administrator's unbound persons, issue 16)
    index('family_nodes_person_idx').on(table.personId),
  ],
);

/**
 * 'parent': from is a parent of to. 'spouse': a marriage, stored once with from < to; several per node are allowed
 * (remarriage), and a child's two parents need not be spouses (unknown or half relations). A couple's marriage and
 * divorce (a date with its qualifier, a place) live on its spouse link.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromNodeId: integer('from_node_id')
      .notNull()
      .references(() => familyNodes.id, { onDelete: 'cascade' }),
    toNodeId: integer('to_node_id')
      .notNull()
      .references(() => familyNodes.id, { onDelete: 'cascade' }),
    /** spouse links only: the marriage and the divorce, null when nothing of them is known */
    marriage: jsonb('marriage').$type<CoupleEvent>(),
    divorce: jsonb('divorce').$type<CoupleEvent>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('family_links_pair').on(table.kind, table.fromNodeId, table.toNodeId),
    index('family_links_account_idx').on(table.accountId),
    index('family_links_to_idx').on(table.toNodeId),
    check('family_links_kind', sql`${table.kind} in ('parent','spouse')`),
    check('family_links_not_self', sql`${table.fromNodeId} <> ${table.toNodeId}`),
    check(
      'family_links_couple_events',
      sql`${table.kind} = 'spouse' or (${table.marriage} is null and ${table.divorce} is null)`,
    ),
    check(
      'family_links_spouse_order',
      sql`${table.kind} <> 'spouse' or ${table.fromNodeId} < ${table.toNodeId}`,
    ),
  ],
);

export type FamilyNodeRow = typeof familyNodes.$inferSelect;
export type FamilyLinkRow = typeof familyLinks.$inferSelect;
