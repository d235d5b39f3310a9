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
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError, notFound } from '../../platform/errors';
import type { MemoryPagesService } from '../memory-pages/memory-pages.service';
import { memoryPages } from '../memory-pages/memory-pages.table';
import { nameMatches, type PersonsService } from '../persons/persons.service';
import { type PersonRow, persons } from '../persons/persons.table';
import { shoppers } from '../shoppers/shoppers.table';
import { type ActorScope, ownOrder, serializeDeceased, shopperName } from './orders.common';
import { orderDeceased, orders } from './orders.table';

type AttachInput = z.infer<typeof deceasedAttachSchema>;
type ListInput = z.infer<typeof deceasedOnOrderQuerySchema>;
type PageInput = z.infer<typeof orderMemoryPageSchema>;

/**
 * The deceased on a company's deals (/api/company-orders/deceased_on_order/): Persons, never copies (DOMAIN.md).
 * A deal takes a new person made for it (owned by the company, through the persons service) or an existing one the
 * company may link: its own person, a person already on another of its deals (a memory page handed to the family
 * moves the person to the family and the link stays), or a deceased person with a public memory page (a family's
 * grandfather whose grave the company tends). Taking a person off a deal keeps the person.
 */
export function createOrderDeceasedService(deps: {
  db: Db;
  persons: PersonsService;
  memoryPages: MemoryPagesService;
}) {
  const { db, persons: people, memoryPages: pages } = deps;

  /** Whether the company may link this person to its deal (see above). */
  async function linkable(companyId: number, person: PersonRow): Promise<boolean> {
    if (person.ownerCompanyId === companyId) return true;
    const [onDeal] = await db
      .select({ id: orders.id })
      .from(orderDeceased)
      .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
      .where(and(eq(orderDeceased.personId, person.id), eq(orders.companyId, companyId)))
      .limit(1);
    if (onDeal) return true;
    if (person.deathDate === null) return false;
    const [page] = await db
      .select({ id: memoryPages.id })
      .from(memoryPages)
      .where(and(eq(memoryPages.personId, person.id), eq(memoryPages.visibility, 'public')));
    return Boolean(page);
  }

  async function linkOf(orderId: number, personId: number) {
    const [link] = await db
      .select()
      .from(orderDeceased)
      .where(and(eq(orderDeceased.orderId, orderId), eq(orderDeceased.personId, personId)));
    return link ?? null;
  }

  async function insertLink(tx: Db, scope: ActorScope, orderId: number, person: PersonRow): Promise<void> {
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

  async function describe(companyId: number, person: PersonRow): Promise<Deceased> {
    const [page] = await db
      .select({ id: memoryPages.id })
      .from(memoryPages)
      .where(eq(memoryPages.personId, person.id));
    return serializeDeceased(person, page?.id ?? null, companyId);
  }

  return {
    async attach(scope: ActorScope, body: AttachInput): Promise<Deceased> {
      const { order_id: orderId, person_id: personId, ...fields } = body;
      await ownOrder(db, scope.companyId, orderId);
      const personScope = { owner: { companyId: scope.companyId }, accountId: scope.accountId };
      if (personId === undefined) {
        const row = await people.create(
          personScope,
          { ...fields, first_name: fields.first_name ?? '' },
          null,
          (tx, person) => insertLink(tx, scope, orderId, person),
        );
        return describe(scope.companyId, row);
      }
      const [person] = await db.select().from(persons).where(eq(persons.id, personId));
      if (!person || !(await linkable(scope.companyId, person))) {
        throw fieldError('person_id', ORDER_MSG.personNotFound);
      }
      if (await linkOf(orderId, personId)) throw fieldError('person_id', ORDER_MSG.alreadyAttached);
      await db.transaction((tx) => insertLink(tx, scope, orderId, person));
      return describe(scope.companyId, person);
    },

    async detach(scope: ActorScope, orderId: number, personId: number): Promise<void> {
      await ownOrder(db, scope.companyId, orderId);
      if (!(await linkOf(orderId, personId))) throw notFound();
      const [person] = await db.select().from(persons).where(eq(persons.id, personId));
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
      const where = and(
        eq(orders.companyId, companyId),
        query.shopper_id ? eq(orders.shopperId, query.shopper_id) : undefined,
        query.order_id ? eq(orders.id, query.order_id) : undefined,
        query.date_start ? sql`${persons.deathDate} >= ${query.date_start}::date` : undefined,
        query.date_end ? sql`${persons.deathDate} <= ${query.date_end}::date` : undefined,
        query.query ? nameMatches(query.query) : undefined,
      );
      const [rows, [{ count }]] = await Promise.all([
        db
          .select({ order: orders, person: persons, pageId: memoryPages.id, shopper: shoppers })
          .from(orderDeceased)
          .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
          .innerJoin(persons, eq(persons.id, orderDeceased.personId))
          .leftJoin(memoryPages, eq(memoryPages.personId, persons.id))
          .leftJoin(shoppers, eq(shoppers.id, orders.shopperId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderDeceased.position))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(orderDeceased)
          .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
          .innerJoin(persons, eq(persons.id, orderDeceased.personId))
          .where(where),
      ]);
      return {
        count: Number(count),
        results: rows.map((row) => ({
          person: serializeDeceased(row.person, row.pageId, companyId),
          order: {
            id: row.order.id,
            number: row.order.number,
            type_order: row.order.typeOrder,
            category_order: row.order.categoryOrder,
            status: row.order.status,
            funeral_at: row.order.funeralAt?.toISOString() ?? null,
            created_at: row.order.createdAt.toISOString(),
          },
          shopper: row.shopper ? { id: row.shopper.id, name: shopperName(row.shopper) } : null,
        })),
      };
    },

    /**
     * A memory page for a deceased of the deal, made by the affiliate program (the company edits it for 7 days,
     * then hands it to the family by code); the person must be on the deal and still the company's.
     */
    async memoryPage(scope: ActorScope, orderId: number, body: PageInput): Promise<MemoryPage> {
      await ownOrder(db, scope.companyId, orderId);
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
