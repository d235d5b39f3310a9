import {
  ADMIN_PERSON_MSG,
  type GivenAttribute,
  type PersonAttribute,
  type personAttributeBodySchema,
  type personAttributesQuerySchema,
} from '@sp/shared/api/admin-persons';
import type { List } from '@sp/shared/api/common';
import { and, asc, eq, exists, ilike, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { isUniqueViolation } from '../../platform/db-errors';
import { fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { type PersonAttributeRow, personAttributes, personAttributeValues } from './person-attributes.table';
import { persons } from './persons.table';

type AttributeBody = z.output<typeof personAttributeBodySchema>;

// the outer row's id written whole: inside the subquery a bare "id" would be the value's own
const holders = sql<number>`(select count(*)::int from ${personAttributeValues}
  where ${personAttributeValues.attributeId} = "person_attributes"."id")`;

const view = (row: PersonAttributeRow, count: number): PersonAttribute => ({
  id: row.id,
  name: row.name,
  description: row.description,
  has_value: row.hasValue,
  persons: Number(count),
  created_at: row.createdAt.toISOString(),
});

const journalled = (row: PersonAttributeRow) => ({
  name: row.name,
  description: row.description,
  has_value: row.hasValue,
});

/** SQL: the person (its id column) has the attribute: the directory's filter. */
export const personHasAttribute = (attributeId: number, personId: SQLWrapper) =>
  exists(
    new QueryBuilder()
      .select({ id: personAttributeValues.id })
      .from(personAttributeValues)
      .where(
        and(
          eq(personAttributeValues.personId, personId as PgColumn),
          eq(personAttributeValues.attributeId, attributeId),
        ),
      ),
  );

/** The attributes of the persons (by id) in one query, by name; a person without any has none. */
export async function attributesOfPersons(db: Db, ids: number[]): Promise<Map<number, GivenAttribute[]>> {
  const out = new Map<number, GivenAttribute[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select({
      personId: personAttributeValues.personId,
      id: personAttributes.id,
      name: personAttributes.name,
      hasValue: personAttributes.hasValue,
      value: personAttributeValues.value,
    })
    .from(personAttributeValues)
    .innerJoin(personAttributes, eq(personAttributes.id, personAttributeValues.attributeId))
    .where(inArray(personAttributeValues.personId, ids))
    .orderBy(asc(sql`lower(${personAttributes.name})`), asc(personAttributes.id));
  for (const row of rows)
    out.get(row.personId)?.push({ id: row.id, name: row.name, has_value: row.hasValue, value: row.value });
  return out;
}

/** What a public memory page shows of its person's attributes: «Воинское звание: майор». */
export async function publicAttributesOf(
  db: Db,
  personId: number,
): Promise<{ name: string; value: string }[]> {
  const found = (await attributesOfPersons(db, [personId])).get(personId) ?? [];
  return found.map(({ name, value }) => ({ name, value }));
}

/**
 * The persons directory's own attributes (issue 16): the administrator defines them (a name unique whatever its
 * case, a description, whether it takes a value) and gives them to persons with a value where one is taken.
 * Deleting one takes it from everyone in the same statement (the values cascade). Everything is journalled under
 * the administrator: an attribute as the platform's record, a person's in its owner company's journal.
 */
export function createPersonAttributesService(db: Db) {
  async function withCount(id: number, tx: Db = db): Promise<PersonAttribute> {
    const [row] = await tx
      .select({ attribute: personAttributes, persons: holders })
      .from(personAttributes)
      .where(eq(personAttributes.id, id));
    if (!row) throw notFound();
    return view(row.attribute, row.persons);
  }

  /** Runs a write that names an attribute; a name taken (in any case) answers 400 on the name. */
  async function naming<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'person_attributes_name_unique'))
        throw fieldError('name', ADMIN_PERSON_MSG.nameTaken);
      throw error;
    }
  }

  /** The person, locked for the change, with its owner company (whose journal names it), or 404. */
  async function lockPerson(tx: Db, personId: number) {
    const [person] = await tx
      .select({ id: persons.id, ownerCompanyId: persons.ownerCompanyId })
      .from(persons)
      .where(eq(persons.id, personId))
      .for('update');
    if (!person) throw notFound();
    return person;
  }

  /** The attribute, locked for its change (update) or while it is given (share), or 404. */
  async function lockAttribute(
    tx: Db,
    id: number,
    strength: 'update' | 'share',
  ): Promise<PersonAttributeRow> {
    const [attribute] = await tx
      .select()
      .from(personAttributes)
      .where(eq(personAttributes.id, id))
      .for(strength);
    if (!attribute) throw notFound();
    return attribute;
  }

  async function journalPerson(
    tx: Db,
    adminId: number,
    person: { id: number; ownerCompanyId: number | null },
    attribute: PersonAttributeRow,
    before: string | null,
    after: string | null,
  ): Promise<void> {
    await recordAudit(tx, {
      companyId: person.ownerCompanyId,
      accountId: adminId,
      model: 'Person',
      recordId: person.id,
      action: 'update',
      before: { [`attribute: ${attribute.name}`]: before },
      after: { [`attribute: ${attribute.name}`]: after },
    });
  }

  return {
    list(query: z.output<typeof personAttributesQuerySchema>): Promise<List<PersonAttribute>> {
      const where = query.query ? ilike(personAttributes.name, `%${escapeLike(query.query)}%`) : undefined;
      return listPage(
        db.select(COUNT).from(personAttributes).where(where),
        db
          .select({ attribute: personAttributes, persons: holders })
          .from(personAttributes)
          .where(where)
          .orderBy(asc(sql`lower(${personAttributes.name})`), asc(personAttributes.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) => rows.map((row) => view(row.attribute, row.persons)),
      );
    },

    async create(adminId: number, body: AttributeBody): Promise<PersonAttribute> {
      const row = await naming(() =>
        db.transaction(async (tx) => {
          const [created] = await tx
            .insert(personAttributes)
            .values({ name: body.name, description: body.description, hasValue: body.has_value })
            .returning();
          await recordAudit(tx, {
            companyId: null,
            accountId: adminId,
            model: 'PersonAttribute',
            recordId: created.id,
            action: 'create',
            after: journalled(created),
          });
          return created;
        }),
      );
      return view(row, 0);
    },

    /** A rename shows on every page of a person who has it; its values are cleared when it stops taking one. */
    async update(adminId: number, id: number, body: AttributeBody): Promise<PersonAttribute> {
      await naming(() =>
        db.transaction(async (tx) => {
          const before = await lockAttribute(tx, id, 'update');
          const [after] = await tx
            .update(personAttributes)
            .set({
              name: body.name,
              description: body.description,
              hasValue: body.has_value,
              updatedAt: new Date(),
            })
            .where(eq(personAttributes.id, id))
            .returning();
          if (!after.hasValue)
            await tx
              .update(personAttributeValues)
              .set({ value: '' })
              .where(
                and(eq(personAttributeValues.attributeId, id), sql`${personAttributeValues.value} <> ''`),
              );
          await recordAudit(tx, {
            companyId: null,
            accountId: adminId,
            model: 'PersonAttribute',
            recordId: id,
            action: 'update',
            before: journalled(before),
            after: journalled(after),
          });
        }),
      );
      return withCount(id);
    },

    /** Deletes the attribute and takes it from every person who had it, in one transaction; how many had it. */
    async remove(adminId: number, id: number): Promise<{ persons: number }> {
      return db.transaction(async (tx) => {
        const before = await lockAttribute(tx, id, 'update');
        const taken = await tx
          .delete(personAttributeValues)
          .where(eq(personAttributeValues.attributeId, id))
          .returning({ id: personAttributeValues.id });
        await tx.delete(personAttributes).where(eq(personAttributes.id, id));
        await recordAudit(tx, {
          companyId: null,
          accountId: adminId,
          model: 'PersonAttribute',
          recordId: id,
          action: 'delete',
          before: { ...journalled(before), persons: taken.length },
        });
        return { persons: taken.length };
      });
    },

    /** Gives the person the attribute or changes its value; answers the person's attributes. */
    async give(
      adminId: number,
      personId: number,
      attributeId: number,
      value: string,
    ): Promise<GivenAttribute[]> {
      await db.transaction(async (tx) => {
        const person = await lockPerson(tx, personId);
        // shared: an edit or a delete of the attribute (which lock it for update) waits, or is waited for
        const attribute = await lockAttribute(tx, attributeId, 'share');
        if (attribute.hasValue && !value) throw fieldError('value', ADMIN_PERSON_MSG.valueRequired);
        const stored = attribute.hasValue ? value : '';
        const [before] = await tx
          .select({ value: personAttributeValues.value })
          .from(personAttributeValues)
          .where(
            and(
              eq(personAttributeValues.personId, personId),
              eq(personAttributeValues.attributeId, attributeId),
            ),
          );
        if (before?.value === stored) return;
        await tx
          .insert(personAttributeValues)
          .values({ personId, attributeId, value: stored })
          .onConflictDoUpdate({
            target: [personAttributeValues.personId, personAttributeValues.attributeId],
            set: { value: stored },
          });
        await journalPerson(tx, adminId, person, attribute, before ? before.value : null, stored);
      });
      return (await attributesOfPersons(db, [personId])).get(personId) ?? [];
    },

    /** Takes the attribute from the person (404 when it had none); answers the person's attributes. */
    async take(adminId: number, personId: number, attributeId: number): Promise<GivenAttribute[]> {
      await db.transaction(async (tx) => {
        const person = await lockPerson(tx, personId);
        const [removed] = await tx
          .delete(personAttributeValues)
          .where(
            and(
              eq(personAttributeValues.personId, personId),
              eq(personAttributeValues.attributeId, attributeId),
            ),
          )
          .returning({ value: personAttributeValues.value });
        if (!removed) throw notFound();
        const [attribute] = await tx
          .select()
          .from(personAttributes)
          .where(eq(personAttributes.id, attributeId));
        await journalPerson(tx, adminId, person, attribute, removed.value, null);
      });
      return (await attributesOfPersons(db, [personId])).get(personId) ?? [];
    },
  };
}

export type PersonAttributesService = ReturnType<typeof createPersonAttributesService>;
