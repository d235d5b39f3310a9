import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { persons } from './persons.table';

/**
 * The persons directory's own attributes (issue 16, SPEC §6 «persons directory and attributes»): facts an
 * administrator defines once and gives persons — «Участник Великой Отечественной войны», «Почётный гражданин»,
 * «Воинское звание» (one that takes a value: the rank). Names are unique whatever their case.
 */
export const personAttributes = pgTable(
  'person_attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** a person's attribute carries a text value (person_attribute_values.value) */
    hasValue: boolean('has_value').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('person_attributes_name_unique').on(sql`lower(${table.name})`)],
);

/** An attribute given to a person, with its value ('' for one that takes none); gone with the person. */
export const personAttributeValues = pgTable(
  'person_attribute_values',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => personAttributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('person_attribute_values_pair').on(table.personId, table.attributeId),
    // the directory's filter «has the attribute» and an attribute's count of persons
    index('person_attribute_values_attribute_idx').on(table.attributeId),
  ],
);

export type PersonAttributeRow = typeof personAttributes.$inferSelect;
