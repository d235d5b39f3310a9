import {
  ORDER_MSG,
  type Order,
  type OrderRow as OrderListRow,
  type orderCreateSchema,
  type orderFromRequestSchema,
  type ordersQuerySchema,
  type orderUpdateSchema,
} from '@sp/shared/api/orders';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { categoryFor, type OrderCategory, type OrderType } from '@sp/shared/orders/kinds';
import {
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  statusProblem,
  transitionProblem,
} from '@sp/shared/orders/statuses';
import { type DiscountKind, NO_DISCOUNT } from '@sp/shared/orders/totals';
import { isEmail, isPhone, normalizeEmail, normalizePhone } from '@sp/shared/validation/patterns';
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { escapeLike } from '../../platform/sql-text';
import { accounts } from '../accounts/accounts.table';
import { catalogItems, compositions } from '../catalog/catalog.table';
import { nameMatches } from '../persons/persons.service';
import { persons } from '../persons/persons.table';
import { siteRequestItems, siteRequests } from '../requests/requests.table';
import { type ShopperRow, shoppers } from '../shoppers/shoppers.table';
import {
  type ActorScope,
  accountName,
  apiDiscount,
  apiTotals,
  computeTotals,
  deceasedOf,
  itemsOf,
  journalledOrder,
  ownOrder,
  paymentsOf,
  serializeDeceased,
  serializeItem,
  serializeShopperBrief,
  storedDiscount,
} from './orders.common';
import {
  type OrderItemRow,
  type OrderRow,
  orderCounters,
  orderDeceased,
  orderItems,
  orders,
} from './orders.table';

type CreateInput = z.infer<typeof orderCreateSchema>;
type UpdateInput = z.infer<typeof orderUpdateSchema>;
type ListInput = z.infer<typeof ordersQuerySchema>;
type FromRequestInput = z.infer<typeof orderFromRequestSchema>;
type LineInput = CreateInput['items'][number];

/** A line as it will be stored (kopecks): an existing line keeps its id. */
type LineValues = {
  id?: number;
  kind: OrderItemRow['kind'];
  itemId: number | null;
  compositionId: number | null;
  name: string;
  unit: string;
  price: number;
  quantity: number;
  discountKind: DiscountKind;
  discountValue: number;
  position: number;
};

/** The deal's creation day in the company's country: Moscow time (no company keeps its own zone yet). */
const ZONE = 'Europe/Moscow';

const STATUS_RANK = sql.raw(
  `case "orders"."status" ${ORDER_STATUSES.map((status, index) => `when '${status}' then ${index}`).join(' ')} end`,
);

const SORT_COLUMNS: Record<string, SQL | PgColumn> = {
  created_at: orders.createdAt,
  number: orders.number,
  total: orders.total,
  status: STATUS_RANK,
  funeral_at: orders.funeralAt,
};

/** The next number of the company's deals, taken in the deal's transaction: two deals never share one. */
async function nextNumber(tx: Db, companyId: number): Promise<number> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.companyId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ number: orderCounters.lastNumber });
  return row.number;
}

/** The words of a request's «Имя»: «Фамилия Имя Отчество» with three or more, «Имя Фамилия» with two. */
function splitName(name: string): { lastName: string; firstName: string; patronymic: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 3) {
    return { lastName: words[0], firstName: words[1], patronymic: words.slice(2).join(' ') };
  }
  if (words.length === 2) return { lastName: words[1], firstName: words[0], patronymic: '' };
  return { lastName: '', firstName: words[0] ?? 'Клиент', patronymic: '' };
}

/** Was this database error the one deal per site request index? */
function isRequestTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === 'orders_site_request_idx');
}

/**
 * A company's deals (SPEC §7 /api/company-orders/orders/): the list with the spec's filters, a deal with its lines,
 * discounts and totals, statuses by packages/shared/src/orders/statuses.ts, numbers per company, a deal from a site
 * request. Payments and the deceased have their own services beside this one.
 */
export function createOrdersService(deps: { db: Db }) {
  const { db } = deps;

  async function shopperFor(companyId: number, id: number | null): Promise<ShopperRow | null> {
    if (id === null) return null;
    const [row] = await db
      .select()
      .from(shoppers)
      .where(and(eq(shoppers.id, id), eq(shoppers.companyId, companyId)));
    if (!row) throw fieldError('shopper_id', ORDER_MSG.shopperNotFound);
    return row;
  }

  /**
   * The lines to store: a line with `id` must be one of the deal's and keeps its snapshot; a new line must name
   * the company's own product, service or composition, whose name, unit and price it copies (the price may be
   * given instead).
   */
  async function resolveLines(
    companyId: number,
    input: LineInput[],
    existing: OrderItemRow[],
  ): Promise<LineValues[]> {
    const itemIds = input.filter((line) => line.id === undefined && line.kind !== 'composition');
    const compositionIds = input.filter((line) => line.id === undefined && line.kind === 'composition');
    const [items, found] = await Promise.all([
      itemIds.length
        ? db
            .select()
            .from(catalogItems)
            .where(
              and(
                eq(catalogItems.companyId, companyId),
                inArray(
                  catalogItems.id,
                  itemIds.map((line) => line.item_id as number),
                ),
              ),
            )
        : [],
      compositionIds.length
        ? db
            .select()
            .from(compositions)
            .where(
              and(
                eq(compositions.companyId, companyId),
                inArray(
                  compositions.id,
                  compositionIds.map((line) => line.composition_id as number),
                ),
              ),
            )
        : [],
    ]);
    return input.map((line, index): LineValues => {
      const discount = storedDiscount(line.discount);
      const common = {
        quantity: line.quantity,
        discountKind: discount.kind,
        discountValue: discount.value,
        position: index,
      };
      const price = line.price === undefined ? undefined : rublesToKopecks(line.price);
      if (line.id !== undefined) {
        const before = existing.find((row) => row.id === line.id);
        if (!before) throw fieldError(`items.${index}.id`, ORDER_MSG.lineNotFound);
        return {
          id: before.id,
          kind: before.kind,
          itemId: before.itemId,
          compositionId: before.compositionId,
          name: before.name,
          unit: before.unit,
          price: price ?? Number(before.price),
          ...common,
        };
      }
      if (line.kind === 'composition') {
        const composition = found.find((row) => row.id === line.composition_id);
        if (!composition) throw fieldError(`items.${index}.composition_id`, ORDER_MSG.compositionNotFound);
        return {
          kind: 'composition',
          itemId: null,
          compositionId: composition.id,
          name: composition.name,
          unit: '',
          price: price ?? Number(composition.price),
          ...common,
        };
      }
      const item = items.find((row) => row.id === line.item_id && row.kind === line.kind);
      if (!item) throw fieldError(`items.${index}.item_id`, ORDER_MSG.itemNotFound);
      return {
        kind: item.kind,
        itemId: item.id,
        compositionId: null,
        name: item.name,
        unit: item.unit,
        price: price ?? Number(item.price),
        ...common,
      };
    });
  }

  async function describe(row: OrderRow): Promise<Order> {
    const [items, payments, deceased, shopper, creator] = await Promise.all([
      itemsOf(db, row.id),
      paymentsOf(db, row.id),
      deceasedOf(db, [row.id]),
      row.shopperId === null
        ? null
        : db
            .select()
            .from(shoppers)
            .where(eq(shoppers.id, row.shopperId))
            .then((rows) => rows[0] ?? null),
      row.createdBy === null
        ? null
        : db
            .select({ firstName: accounts.firstName, lastName: accounts.lastName })
            .from(accounts)
            .where(eq(accounts.id, row.createdBy))
            .then((rows) => rows[0] ?? null),
    ]);
    const totals = computeTotals(
      items,
      { kind: row.discountKind, value: Number(row.discountValue) },
      payments.map((payment) => Number(payment.row.amount)),
    );
    const client = { clientConfirmed: shopper?.confirmedAt != null };
    return {
      id: row.id,
      number: row.number,
      type_order: row.typeOrder,
      category_order: row.categoryOrder,
      status: row.status,
      next_statuses: nextStatuses(row.status, client),
      shopper: shopper ? serializeShopperBrief(shopper) : null,
      funeral_at: row.funeralAt?.toISOString() ?? null,
      cremation_at: row.cremationAt?.toISOString() ?? null,
      burial_place: row.burialPlace,
      note: row.note,
      discount: apiDiscount(row.discountKind, row.discountValue),
      items: items.map(serializeItem),
      totals: apiTotals(totals),
      payments: payments.map((payment) => payment.api),
      deceased: deceased.map((entry) => serializeDeceased(entry.person, entry.pageId, row.companyId)),
      site_request_id: row.siteRequestId,
      created_by:
        row.createdBy !== null && creator ? { id: row.createdBy, name: accountName(creator) } : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** Inserts a deal with its lines and journals it, in the caller's transaction. */
  async function insertOrder(
    tx: Db,
    scope: ActorScope,
    values: Omit<typeof orders.$inferInsert, 'companyId' | 'number' | 'createdBy'>,
    lines: LineValues[],
  ): Promise<OrderRow> {
    const number = await nextNumber(tx, scope.companyId);
    const [row] = await tx
      .insert(orders)
      .values({ ...values, companyId: scope.companyId, number, createdBy: scope.accountId })
      .returning();
    const items = lines.length
      ? await tx
          .insert(orderItems)
          .values(lines.map(({ id: _id, ...line }) => ({ ...line, orderId: row.id })))
          .returning()
      : [];
    await recordAudit(tx, {
      companyId: scope.companyId,
      accountId: scope.accountId,
      model: 'Order',
      recordId: row.id,
      action: 'create',
      after: journalledOrder(row, items),
    });
    return row;
  }

  /**
   * The list's query: a number («15», «№ 15») finds the deal with it and the clients whose phone holds those
   * digits (three or more); words find the client's name, ИНН or e-mail and the deceased's name. Each way of
   * matching is a set of deal ids found through its own index (the company's clients by trigrams, then their deals;
   * the deceased by trigrams, then their deals), and the list takes their union: no search reads every deal of the
   * company or every client of the platform (npm run bench: a company of 10,000 deals, 20–90 ms → a few).
   */
  function searchCondition(companyId: number, query: string): SQL {
    const found: SQL[] = [];
    const ofCompany = (condition: SQL) =>
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.companyId, companyId), condition));
    const ofClients = (...matches: SQL[]) =>
      ofCompany(
        inArray(
          orders.shopperId,
          db
            .select({ id: shoppers.id })
            .from(shoppers)
            .where(and(eq(shoppers.companyId, companyId), or(...matches))),
        ),
      );
    const number = query.replace(/^№\s*/, '').trim();
    if (/^\d{1,9}$/.test(number)) found.push(sql`${ofCompany(eq(orders.number, Number(number)))}`);
    if (/^[№\d\s()+-]+$/.test(query)) {
      const digits = query.replace(/\D/g, '');
      if (digits.length >= 3) {
        const phones = [ilike(shoppers.phone, `%${digits}%`)];
        // typed with the trunk prefix (8 903 …): the stored number starts with 7
        if (digits.startsWith('8')) phones.push(ilike(shoppers.phone, `7${digits.slice(1)}%`));
        found.push(sql`${ofClients(...phones)}`);
      }
    } else {
      found.push(sql`${ofClients(ilike(shoppers.searchText, `%${escapeLike(query.toLowerCase())}%`))}`);
      const names = nameMatches(query);
      if (names) {
        found.push(
          sql`${db
            .select({ id: orderDeceased.orderId })
            .from(orderDeceased)
            .innerJoin(persons, eq(persons.id, orderDeceased.personId))
            .where(names)}`,
        );
      }
    }
    if (!found.length) return sql`false`;
    return sql`${orders.id} in (${sql.join(
      found.map((set) => sql`(${set})`),
      sql` union `,
    )})`;
  }

  return {
    describe,

    async list(companyId: number, q: ListInput): Promise<{ results: OrderListRow[]; count: number }> {
      const where = and(
        eq(orders.companyId, companyId),
        q.status?.length ? inArray(orders.status, q.status) : undefined,
        q.type_order ? eq(orders.typeOrder, q.type_order) : undefined,
        q.category_order ? eq(orders.categoryOrder, q.category_order) : undefined,
        q.shopper ? eq(orders.shopperId, q.shopper) : undefined,
        q.start_date
          ? sql`${orders.createdAt} >= ((${q.start_date})::date::timestamp at time zone ${ZONE})`
          : undefined,
        q.end_date
          ? sql`${orders.createdAt} < (((${q.end_date})::date + 1)::timestamp at time zone ${ZONE})`
          : undefined,
        q.query ? searchCondition(companyId, q.query) : undefined,
      );
      const sort = q.sort ?? '-created_at';
      const descending = sort.startsWith('-');
      const column = SORT_COLUMNS[sort.replace(/^-/, '')];
      const order = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
      const [rows, [{ count }]] = await Promise.all([
        db
          .select({ order: orders, shopper: shoppers })
          .from(orders)
          .leftJoin(shoppers, eq(shoppers.id, orders.shopperId))
          .where(where)
          .orderBy(order, descending ? desc(orders.id) : asc(orders.id))
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(orders)
          .leftJoin(shoppers, eq(shoppers.id, orders.shopperId))
          .where(where),
      ]);
      const ids = rows.map((row) => row.order.id);
      const [deceased, counts] = await Promise.all([
        ids.length
          ? db
              .select({
                orderId: orderDeceased.orderId,
                id: persons.id,
                lastName: persons.lastName,
                firstName: persons.firstName,
                patronymic: persons.patronymic,
              })
              .from(orderDeceased)
              .innerJoin(persons, eq(persons.id, orderDeceased.personId))
              .where(inArray(orderDeceased.orderId, ids))
              .orderBy(asc(orderDeceased.position), asc(orderDeceased.createdAt))
          : [],
        ids.length
          ? db
              .select({ orderId: orderItems.orderId, count: sql<number>`count(*)::int` })
              .from(orderItems)
              .where(inArray(orderItems.orderId, ids))
              .groupBy(orderItems.orderId)
          : [],
      ]);
      return {
        count: Number(count),
        results: rows.map(({ order: row, shopper }) => ({
          id: row.id,
          number: row.number,
          type_order: row.typeOrder,
          category_order: row.categoryOrder,
          status: row.status,
          shopper: shopper ? serializeShopperBrief(shopper) : null,
          deceased: deceased
            .filter((person) => person.orderId === row.id)
            .map((person) => ({
              id: person.id,
              full_name: [person.lastName, person.firstName, person.patronymic].filter(Boolean).join(' '),
            })),
          funeral_at: row.funeralAt?.toISOString() ?? null,
          cremation_at: row.cremationAt?.toISOString() ?? null,
          total: kopecksToRubles(Number(row.total)),
          paid: kopecksToRubles(Number(row.paid)),
          due: kopecksToRubles(Number(row.total) - Number(row.paid)),
          items_count: Number(counts.find((entry) => entry.orderId === row.id)?.count ?? 0),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    async get(companyId: number, id: number): Promise<Order> {
      return describe(await ownOrder(db, companyId, id));
    },

    /**
     * A deal or a sale (always category 4); an unverified client's deal only new, in progress or cancelled.
     * `within` runs in the deal's transaction (a request links its deal there, so two calls never make two).
     */
    async create(
      scope: ActorScope,
      input: CreateInput,
      within?: (tx: Db, row: OrderRow) => Promise<void>,
    ): Promise<Order> {
      const shopper = await shopperFor(scope.companyId, input.shopper_id);
      const problem = statusProblem(input.status, { clientConfirmed: shopper?.confirmedAt != null });
      if (problem) throw fieldError('status', problem);
      const category = categoryFor(input.type_order, input.category_order) as OrderCategory;
      const lines = await resolveLines(scope.companyId, input.items, []);
      const discount = storedDiscount(input.discount);
      const totals = computeTotals(lines, discount, []);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertOrder(
          tx,
          scope,
          {
            typeOrder: input.type_order,
            categoryOrder: category,
            status: input.status,
            shopperId: shopper?.id ?? null,
            funeralAt: input.funeral_at ? new Date(input.funeral_at) : null,
            cremationAt: input.cremation_at ? new Date(input.cremation_at) : null,
            burialPlace: input.burial_place,
            note: input.note,
            discountKind: discount.kind,
            discountValue: discount.value,
            total: totals.total,
            paid: 0,
          },
          lines,
        );
        await within?.(tx, inserted);
        return inserted;
      });
      return describe(row);
    },

    /**
     * Saves the deal: the fields, the status (an allowed move; a saved deal of an unverified client stays in the
     * three open statuses), the lines when sent (replacing all), the discount when sent. total is kept with them.
     */
    async update(scope: ActorScope, id: number, input: UpdateInput): Promise<Order> {
      const before = await ownOrder(db, scope.companyId, id);
      const shopper = await shopperFor(scope.companyId, input.shopper_id);
      const status: OrderStatus = input.status ?? before.status;
      const problem = transitionProblem(before.status, status, {
        clientConfirmed: shopper?.confirmedAt != null,
      });
      if (problem) throw fieldError('status', problem);
      const existing = await itemsOf(db, id);
      const lines = input.items ? await resolveLines(scope.companyId, input.items, existing) : null;
      const discount = input.discount
        ? storedDiscount(input.discount)
        : { kind: before.discountKind, value: Number(before.discountValue) };
      const totals = computeTotals(
        lines ??
          existing.map((row) => ({
            ...row,
            price: Number(row.price),
            discountValue: Number(row.discountValue),
          })),
        discount,
        [Number(before.paid)],
      );
      const category = categoryFor(input.type_order, input.category_order) as OrderCategory;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(orders)
          .set({
            typeOrder: input.type_order,
            categoryOrder: category,
            status,
            shopperId: shopper?.id ?? null,
            funeralAt: input.funeral_at ? new Date(input.funeral_at) : null,
            cremationAt: input.cremation_at ? new Date(input.cremation_at) : null,
            burialPlace: input.burial_place,
            note: input.note,
            discountKind: discount.kind,
            discountValue: discount.value,
            total: totals.total,
            updatedAt: new Date(),
          })
          .where(and(eq(orders.id, id), eq(orders.companyId, scope.companyId)))
          .returning();
        let after = existing;
        if (lines) {
          const kept = lines.filter((line) => line.id !== undefined).map((line) => line.id as number);
          const dropped = existing.filter((row) => !kept.includes(row.id)).map((row) => row.id);
          if (dropped.length) await tx.delete(orderItems).where(inArray(orderItems.id, dropped));
          after = [];
          for (const { id: lineId, ...line } of lines) {
            const [saved] =
              lineId !== undefined
                ? await tx.update(orderItems).set(line).where(eq(orderItems.id, lineId)).returning()
                : await tx
                    .insert(orderItems)
                    .values({ ...line, orderId: id })
                    .returning();
            after.push(saved);
          }
        }
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'Order',
          recordId: id,
          action: 'update',
          before: journalledOrder(before, existing),
          after: journalledOrder(updated, after),
        });
        return updated;
      });
      return describe(row);
    },

    /** The board's drag: an allowed move (SPEC §4 rule included), or 400 with the shared message. */
    async setStatus(scope: ActorScope, id: number, status: OrderStatus): Promise<Order> {
      const before = await ownOrder(db, scope.companyId, id);
      const shopper = before.shopperId === null ? null : await shopperFor(scope.companyId, before.shopperId);
      const problem = transitionProblem(before.status, status, {
        clientConfirmed: shopper?.confirmedAt != null,
      });
      if (problem) throw fieldError('status', problem);
      if (status === before.status) return describe(before);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(orders)
          .set({ status, updatedAt: new Date() })
          .where(eq(orders.id, id))
          .returning();
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'Order',
          recordId: id,
          action: 'update',
          before: { status: before.status },
          after: { status },
        });
        return updated;
      });
      return describe(row);
    },

    /** Deletes the deal with its lines, payments and links to the deceased; the persons stay. */
    async remove(scope: ActorScope, id: number): Promise<void> {
      const before = await ownOrder(db, scope.companyId, id);
      const items = await itemsOf(db, id);
      await db.transaction(async (tx) => {
        await tx.delete(orders).where(eq(orders.id, id));
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'Order',
          recordId: id,
          action: 'delete',
          before: journalledOrder(before, items),
        });
      });
    },

    /**
     * A deal from the company's site request: the client found among the company's clients by the request's
     * phone, then e-mail (or made a physical person from its name and contacts), the cart's lines at today's
     * catalog prices (a line whose record was deleted keeps the request's name and price), the request's text
     * as the note. The request is marked read; one deal per request.
     */
    async fromRequest(scope: ActorScope, body: FromRequestInput): Promise<Order> {
      const [request] = await db
        .select()
        .from(siteRequests)
        .where(and(eq(siteRequests.id, body.user_request), eq(siteRequests.companyId, scope.companyId)));
      if (!request) throw notFound();
      const [taken] = await db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.siteRequestId, request.id));
      if (taken) throw fieldError('user_request', ORDER_MSG.requestHasOrder(taken.number));

      const phone = isPhone(request.phone) ? normalizePhone(request.phone) : '';
      const email = isEmail(request.email) ? normalizeEmail(request.email) : '';
      const contacts = [
        phone ? eq(shoppers.phone, phone) : undefined,
        email ? eq(shoppers.email, email) : undefined,
      ].filter((condition): condition is SQL => condition !== undefined);
      const candidates = contacts.length
        ? await db
            .select()
            .from(shoppers)
            .where(and(eq(shoppers.companyId, scope.companyId), or(...contacts)))
            .orderBy(desc(isNotNull(shoppers.confirmedAt)), desc(shoppers.createdAt))
        : [];
      const found =
        candidates.find((row) => phone && row.phone === phone) ??
        candidates.find((row) => email && row.email === email) ??
        null;
      if (!found && !request.name.trim() && !phone && !email) {
        throw fieldError('user_request', ORDER_MSG.requestEmpty);
      }

      const requestLines = await db
        .select()
        .from(siteRequestItems)
        .where(eq(siteRequestItems.requestId, request.id))
        .orderBy(asc(siteRequestItems.id));
      const itemIds = requestLines.flatMap((line) => (line.itemId === null ? [] : [line.itemId]));
      const compositionIds = requestLines.flatMap((line) =>
        line.compositionId === null ? [] : [line.compositionId],
      );
      const [items, found2] = await Promise.all([
        itemIds.length
          ? db
              .select()
              .from(catalogItems)
              .where(and(eq(catalogItems.companyId, scope.companyId), inArray(catalogItems.id, itemIds)))
          : [],
        compositionIds.length
          ? db
              .select()
              .from(compositions)
              .where(
                and(eq(compositions.companyId, scope.companyId), inArray(compositions.id, compositionIds)),
              )
          : [],
      ]);
      const lines: LineValues[] = requestLines.map((line, index) => {
        const item = items.find((row) => row.id === line.itemId);
        const composition = found2.find((row) => row.id === line.compositionId);
        const common = {
          quantity: line.count,
          discountKind: NO_DISCOUNT.kind,
          discountValue: 0,
          position: index,
        };
        if (line.kind === 'composition' && composition) {
          return {
            kind: 'composition',
            itemId: null,
            compositionId: composition.id,
            name: composition.name,
            unit: '',
            price: Number(composition.price),
            ...common,
          };
        }
        if (line.kind !== 'composition' && item) {
          return {
            kind: line.kind,
            itemId: item.id,
            compositionId: null,
            name: item.name,
            unit: item.unit,
            price: Number(item.price),
            ...common,
          };
        }
        return {
          kind: line.kind,
          itemId: null,
          compositionId: null,
          name: line.name,
          unit: '',
          price: Number(line.price),
          ...common,
        };
      });
      const totals = computeTotals(lines, NO_DISCOUNT, []);
      const type = body.type_order as OrderType;
      const category = categoryFor(type, body.category_order) as OrderCategory;

      try {
        const row = await db.transaction(async (tx) => {
          let shopperId = found?.id ?? null;
          if (!found) {
            const names = splitName(request.name);
            const [created] = await tx
              .insert(shoppers)
              .values({
                companyId: scope.companyId,
                typeShopper: 1,
                phone,
                email,
                lastName: names.lastName,
                firstName: names.firstName,
                patronymic: names.patronymic,
                note: `Из заявки с сайта № ${request.id}`,
                createdBy: scope.accountId,
              })
              .returning();
            shopperId = created.id;
            await recordAudit(tx, {
              companyId: scope.companyId,
              accountId: scope.accountId,
              model: 'Shopper',
              recordId: created.id,
              action: 'create',
              after: {
                type_shopper: '1',
                last_name: names.lastName,
                first_name: names.firstName,
                patronymic: names.patronymic,
                phone,
                email,
                site_request_id: request.id,
              },
            });
          }
          const order = await insertOrder(
            tx,
            scope,
            {
              typeOrder: type,
              categoryOrder: category,
              status: 'new',
              shopperId,
              note: request.description,
              discountKind: NO_DISCOUNT.kind,
              discountValue: 0,
              total: totals.total,
              paid: 0,
              siteRequestId: request.id,
            },
            lines,
          );
          if (request.isNew) {
            await tx.update(siteRequests).set({ isNew: false }).where(eq(siteRequests.id, request.id));
            await recordAudit(tx, {
              companyId: scope.companyId,
              accountId: scope.accountId,
              model: 'SiteRequest',
              recordId: request.id,
              action: 'update',
              before: { is_new: true },
              after: { is_new: false, order_id: order.id },
            });
          }
          return order;
        });
        return describe(row);
      } catch (error) {
        if (!(error instanceof ApiError) && isRequestTaken(error)) {
          const [again] = await db
            .select({ number: orders.number })
            .from(orders)
            .where(eq(orders.siteRequestId, request.id));
          if (again) throw fieldError('user_request', ORDER_MSG.requestHasOrder(again.number));
        }
        throw error;
      }
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
