import type { MemoryPage } from '@sp/shared/api/memory-pages';
import {
  type Deceased,
  type DeceasedOnOrder,
  type deceasedAttachSchema,
  type deceasedOnOrderQuerySchema,
  ORDER_MSG,
  type orderMemoryPageSchema,
} from '@sp/shared/api/orders';
import { personFullName } from '@sp/shared/api/persons';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { findOwned } from '../../platform/tenant';
import { hasPublicPage, pageIdsOfPersons } from '../memory-pages/memory-page-lookups.service';
import type { MemoryPagesService } from '../memory-pages/memory-pages.service';
import { type PersonRow, personIdsMatching, personsByIds } from '../persons/person-lookups.service';
import { insertPerson } from '../persons/persons.service';
import { shoppersByIds } from '../shoppers/shopper-lookups.service';
import { shopperName } from '../shoppers/shoppers.service';
import { serializeDeceased } from './orders.common';
import { orderDeceased, orders } from './orders.table';

type AttachInput = z.infer<typeof deceasedAttachSchema>;
type ListInput = z.infer<typeof deceasedOnOrderQuerySchema>;
type PageInput = z.infer<typeof orderMemoryPageSchema>;

/**
 * The deceased on a company's deals (/api/company-orders/deceased_on_order/): Persons, never copies (DOMAIN.md).
 * A deal takes a new person made for it (owned by the company, through the persons module) or an existing one the
 * company may link: its own person, a person already on another of its deals (a memory page handed to the family
 * moves the person to the family and the link stays), or a deceased person with a public memory page (a family's
 * grandfather whose grave the company tends). Taking a person off a deal keeps the person. Attaching takes the
 * caller's transaction (`tx`) when a deal is made in a wider flow.
 */
export function createOrderDeceasedService(deps: { db: Db; memoryPages: MemoryPagesService }) {
  const { db, memoryPages: pages } = deps;

  /** Whether the company may link this person to its deal (see above). */
  async function linkable(tx: Db, companyId: number, person: PersonRow): Promise<boolean> {
    if (person.ownerCompanyId === companyId) return true;
    const [onDeal] = await tx
      .select({ id: orders.id })
      .from(orderDeceased)
      .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
      .where(and(eq(orderDeceased.personId, person.id), eq(orders.companyId, companyId)))
      .limit(1);
    if (onDeal) return true;
    if (person.deathDate === null) return false;
    return hasPublicPage(tx, person.id);
  }

  async function linkOf(orderId: number, personId: number, tx: Db = db) {
    const [link] = await tx
      .select()
      .from(orderDeceased)
      .where(and(eq(orderDeceased.orderId, orderId), eq(orderDeceased.personId, personId)));
    return link ?? null;
  }

  async function insertLink(tx: Db, scope: CompanyScope, orderId: number, person: PersonRow): Promise<void> {
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${orderDeceased.position}) + 1, 0)::int` })
      .from(orderDeceased)
      .where(eq(orderDeceased.orderId, orderId));
    await tx.insert(orderDeceased).values({ orderId, personId: person.id, position: Number(next) });
    await recordAudit(tx, {
      companyId: scope.companyId,
      accountId: scope.accountId,
      model: 'OrderDeceased',
      recordId: `${orderId}:${person.id}`,
      action: 'create',
      after: { order_id: orderId, person_id: person.id, full_name: fullName(person) },
    });
  }

  async function describe(tx: Db, companyId: number, person: PersonRow): Promise<Deceased> {
    const pageIds = await pageIdsOfPersons(tx, [person.id]);
    return serializeDeceased(person, pageIds.get(person.id) ?? null, companyId);
  }

  /** The person of this id, any owner's (the caller checks whether the company may use it). */
  async function personOf(tx: Db, id: number): Promise<PersonRow | undefined> {
    return (await personsByIds(tx, [id])).get(id);
  }

  return {
    async attach(scope: CompanyScope, body: AttachInput, tx: Db = db): Promise<Deceased> {
      const { order_id: orderId, person_id: personId, ...fields } = body;
      await findOwned(tx, orders, scope.companyId, orderId);
      if (personId === undefined) {
        // a person made for the deal, owned by the company, linked in the same transaction
        const personScope = { owner: { companyId: scope.companyId }, accountId: scope.accountId };
        const row = await tx.transaction(async (inner) => {
          const person = await insertPerson(inner, personScope, {
            ...fields,
            first_name: fields.first_name ?? '',
          });
          await insertLink(inner, scope, orderId, person);
          return person;
        });
        return describe(tx, scope.companyId, row);
      }
      const person = await personOf(tx, personId);
      if (!person || !(await linkable(tx, scope.companyId, person))) {
        throw fieldError('person_id', ORDER_MSG.personNotFound);
      }
      if (await linkOf(orderId, personId, tx)) throw fieldError('person_id', ORDER_MSG.alreadyAttached);
      await tx.transaction((inner) => insertLink(inner, scope, orderId, person));
      return describe(tx, scope.companyId, person);
    },

    /** The company's deal with this person on it as a deceased: its status, or null (another company's too). */
    async dealStatus(companyId: number, orderId: number, personId: number): Promise<OrderStatus | null> {
      const [row] = await db
        .select({ status: orders.status })
        .from(orders)
        .innerJoin(orderDeceased, eq(orderDeceased.orderId, orders.id))
        .where(
          and(eq(orders.id, orderId), eq(orders.companyId, companyId), eq(orderDeceased.personId, personId)),
        );
      return (row?.status as OrderStatus | undefined) ?? null;
    },

    async detach(scope: CompanyScope, orderId: number, personId: number): Promise<void> {
      await findOwned(db, orders, scope.companyId, orderId);
      if (!(await linkOf(orderId, personId))) throw notFound();
      const person = await personOf(db, personId);
      await db.transaction(async (tx) => {
        await tx
          .delete(orderDeceased)
          .where(and(eq(orderDeceased.orderId, orderId), eq(orderDeceased.personId, personId)));
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'OrderDeceased',
          recordId: `${orderId}:${personId}`,
          action: 'delete',
          before: { order_id: orderId, person_id: personId, full_name: person ? fullName(person) : '' },
        });
      });
    },

    /**
     * The register of the company's deceased: one row per person and deal, newest deals first; date_start and
     * date_end bound the death date (its stored first day), so a deceased without one is left out by them.
     */
    async list(companyId: number, query: ListInput): Promise<{ results: DeceasedOnOrder[]; count: number }> {
      const people = personIdsMatching(db, {
        name: query.query,
        diedFrom: query.date_start,
        diedTo: query.date_end,
      });
      const where = and(
        eq(orders.companyId, companyId),
        query.shopper_id ? eq(orders.shopperId, query.shopper_id) : undefined,
        query.order_id ? eq(orders.id, query.order_id) : undefined,
        people ? inArray(orderDeceased.personId, people) : undefined,
      );
      return listPage(
        db
          .select(COUNT)
          .from(orderDeceased)
          .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
          .where(where),
        db
          .select({ order: orders, personId: orderDeceased.personId })
          .from(orderDeceased)
          .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderDeceased.position))
          .limit(query.limit)
          .offset(query.offset),
        async (rows) => {
          const personIds = rows.map((row) => row.personId);
          const [persons, pageIds, shoppers] = await Promise.all([
            personsByIds(db, personIds),
            pageIdsOfPersons(db, personIds),
            shoppersByIds(
              db,
              rows.map((row) => row.order.shopperId),
            ),
          ]);
          return rows.flatMap(({ order, personId }) => {
            const person = persons.get(personId);
            if (!person) return [];
            const shopper = order.shopperId === null ? undefined : shoppers.get(order.shopperId);
            return [
              {
                person: serializeDeceased(person, pageIds.get(personId) ?? null, companyId),
                order: {
                  id: order.id,
                  number: order.number,
                  type_order: order.typeOrder,
                  category_order: order.categoryOrder,
                  status: order.status,
                  funeral_at: order.funeralAt?.toISOString() ?? null,
                  created_at: order.createdAt.toISOString(),
                },
                shopper: shopper ? { id: shopper.id, name: shopperName(shopper) } : null,
              },
            ];
          });
        },
      );
    },

    /**
     * A memory page for a deceased of the deal, made by the affiliate program (the company edits it for 7 days,
     * then hands it to the family by code); the person must be on the deal and still the company's.
     */
    async memoryPage(scope: CompanyScope, orderId: number, body: PageInput): Promise<MemoryPage> {
      await findOwned(db, orders, scope.companyId, orderId);
      if (!(await linkOf(orderId, body.person_id))) throw fieldError('person_id', ORDER_MSG.notOnOrder);
      return pages.affiliateCreate(
        { owner: { companyId: scope.companyId }, accountId: scope.accountId },
        {
          person_id: body.person_id,
          visibility: body.visibility,
          epitaph: body.epitaph,
          biography: body.biography,
        },
      );
    },
  };
}

function fullName(person: PersonRow): string {
  return personFullName({
    last_name: person.lastName,
    first_name: person.firstName,
    patronymic: person.patronymic,
  });
}

export type OrderDeceasedService = ReturnType<typeof createOrderDeceasedService>;
