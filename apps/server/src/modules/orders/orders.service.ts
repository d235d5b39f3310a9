import {
  ORDER_MSG,
  type Order,
  type OrderRow as OrderListRow,
  type OrdersSummary,
  type orderCreateSchema,
  type orderFromRequestSchema,
  type ordersQuerySchema,
  type ordersSummaryQuerySchema,
  type orderUpdateSchema,
  type Responsible,
} from '@sp/shared/api/orders';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { kopecksToRubles } from '@sp/shared/format/money';
import { categoryFor, type OrderCategory, type OrderType } from '@sp/shared/orders/kinds';
import {
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  statusProblem,
  transitionProblem,
} from '@sp/shared/orders/statuses';
import { NO_DISCOUNT } from '@sp/shared/orders/totals';
import { isEmail, isPhone, normalizeEmail, normalizePhone } from '@sp/shared/validation/patterns';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { isUniqueViolation } from '../../platform/db-errors';
import { ApiError, fieldError } from '../../platform/errors';
import type { PublicChanges } from '../../platform/public-changes';
import { StatementValues, statementShapes, UNNAMED } from '../../platform/statement-shapes';
import { findOwned } from '../../platform/tenant';
import { accounts } from '../accounts/accounts.table';
import { memberships } from '../companies/companies.table';
import { markRequestDealt, requestWithLines } from '../requests/requests.service';
import { findShopper, shoppersByIds } from '../shoppers/shopper-lookups.service';
import {
  findShopperByContact,
  insertShopperFromRequest,
  type ShopperRow,
} from '../shoppers/shoppers.service';
import {
  accountNamesOf,
  accountRef,
  apiDiscount,
  apiTotals,
  computeTotals,
  deceasedOf,
  itemsOf,
  journalledOrder,
  paymentsOf,
  serializeDeceased,
  serializeItem,
  serializeShopperBrief,
  storedDiscount,
} from './orders.common';
import { type OrderRow, orderCounters, orderItems, orders } from './orders.table';
import { orderListPage, orderListStatements } from './orders-list';
import { createOrderListCache } from './orders-list-cache';
import { type LineValues, linesFromRequest, resolveLines } from './orders-pricing';
import { orderSearchCondition } from './orders-search';

type CreateInput = z.infer<typeof orderCreateSchema>;
type UpdateInput = z.infer<typeof orderUpdateSchema>;
type ListInput = z.infer<typeof ordersQuerySchema>;
type FromRequestInput = z.infer<typeof orderFromRequestSchema>;
type SummaryInput = z.infer<typeof ordersSummaryQuerySchema>;

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

/**
 * The conditions of the list's filters (and the board's heads, which take the same but the status): the company,
 * type, category, client, responsible manager, what is still owed, the creation period (Moscow days), the search.
 * Every value is the statement's placeholder (`values`): the list's and the heads' statements are built once per
 * shape of filters (platform/statement-shapes.ts).
 */
function filterConditions(
  db: Db,
  companyId: number,
  q: SummaryInput,
  values: StatementValues,
): (SQL | undefined)[] {
  const company = values.value('company', companyId);
  if (q.responsible === 'none') values.choice('responsible', 'none');
  if (q.debt !== undefined) values.choice('debt', q.debt);
  return [
    eq(orders.companyId, company),
    q.type_order ? eq(orders.typeOrder, values.value('type', q.type_order)) : undefined,
    q.category_order ? eq(orders.categoryOrder, values.value('category', q.category_order)) : undefined,
    q.shopper ? eq(orders.shopperId, values.value('shopper', q.shopper)) : undefined,
    q.responsible === 'none'
      ? isNull(orders.responsibleId)
      : q.responsible
        ? eq(orders.responsibleId, values.value('responsible', q.responsible))
        : undefined,
    q.debt === true ? sql`${orders.total} > ${orders.paid}` : undefined,
    q.debt === false ? sql`${orders.total} <= ${orders.paid}` : undefined,
    q.start_date
      ? sql`${orders.createdAt} >= ((${values.value('from', q.start_date)})::date::timestamp at time zone ${ZONE})`
      : undefined,
    q.end_date
      ? sql`${orders.createdAt} < (((${values.value('to', q.end_date)})::date + 1)::timestamp at time zone ${ZONE})`
      : undefined,
    q.query ? orderSearchCondition(db, company, q.query, values) : undefined,
  ];
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
const isRequestTaken = (error: unknown) => isUniqueViolation(error, 'orders_site_request_idx');

/** The board's heads under the filters (their values placeholders), grouped by status. */
function summaryStatement(db: Db, where: SQL | undefined) {
  return db
    .select({
      status: orders.status,
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${orders.total}), 0)`,
      due: sql<string>`coalesce(sum(greatest(${orders.total} - ${orders.paid}, 0)), 0)`,
    })
    .from(orders)
    .where(where)
    .groupBy(orders.status)
    .prepare(UNNAMED);
}

/**
 * A company's deals (SPEC §7 /api/company-orders/orders/): the list with the spec's filters, a deal with its lines,
 * discounts and totals, statuses by packages/shared/src/orders/statuses.ts, numbers per company, a deal from a site
 * request. Payments and the deceased have their own services beside this one; the lines' pricing is
 * orders-pricing.ts and the list's search orders-search.ts. A method a deal is made with in a wider flow takes
 * the caller's transaction (`tx`).
 */
export function createOrdersService(deps: { db: Db; changes?: PublicChanges }) {
  const { db } = deps;
  const kept = createOrderListCache(deps);
  const listStatements = orderListStatements();
  const summaryStatements = statementShapes<ReturnType<typeof summaryStatement>>();

  async function shopperFor(tx: Db, companyId: number, id: number | null): Promise<ShopperRow | null> {
    if (id === null) return null;
    const row = await findShopper(tx, companyId, id);
    if (!row) throw fieldError('shopper_id', ORDER_MSG.shopperNotFound);
    return row;
  }

  /** The responsible manager a body names must be one of the company's people (its owner or an employee). */
  async function responsibleFor(tx: Db, companyId: number, id: number | null): Promise<number | null> {
    if (id === null) return null;
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.accountId, id)));
    if (!member) throw fieldError('responsible_id', ORDER_MSG.responsibleNotFound);
    return id;
  }

  async function describe(row: OrderRow, tx: Db = db): Promise<Order> {
    const [items, payments, deceased, shoppers, names] = await Promise.all([
      itemsOf(tx, row.id),
      paymentsOf(tx, row.id),
      deceasedOf(tx, [row.id]),
      shoppersByIds(tx, [row.shopperId]),
      accountNamesOf(tx, [row.createdBy, row.responsibleId]),
    ]);
    const shopper = row.shopperId === null ? null : (shoppers.get(row.shopperId) ?? null);
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
      created_by: accountRef(row.createdBy, names),
      responsible: accountRef(row.responsibleId, names),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** Inserts a deal with its lines and journals it, in the caller's transaction. */
  async function insertOrder(
    tx: Db,
    scope: CompanyScope,
    values: Omit<typeof orders.$inferInsert, 'companyId' | 'number' | 'createdBy'>,
    lines: LineValues[],
  ): Promise<OrderRow> {
    const number = await nextNumber(tx, scope.companyId);
    // the author answers for a new deal unless the body names someone else (or nobody)
    const responsibleId = values.responsibleId === undefined ? scope.accountId : values.responsibleId;
    const [row] = await tx
      .insert(orders)
      .values({ ...values, responsibleId, companyId: scope.companyId, number, createdBy: scope.accountId })
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

  /** The number of the deal already made from the site request, or null. */
  async function takenNumber(requestId: number): Promise<number | null> {
    const [taken] = await db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.siteRequestId, requestId));
    return taken?.number ?? null;
  }

  return {
    describe,

    async list(companyId: number, q: ListInput): Promise<{ results: OrderListRow[]; count: number }> {
      return kept.answer(companyId, q, 'list', () => this.readList(companyId, q));
    },

    /** The list's page as the database answers it now (`list` keeps it while current). */
    async readList(companyId: number, q: ListInput): Promise<{ results: OrderListRow[]; count: number }> {
      const values = new StatementValues();
      const where = and(
        ...filterConditions(db, companyId, q, values),
        q.status?.length
          ? inArray(
              orders.status,
              q.status.map((status) => values.value('status', status)),
            )
          : undefined,
      );
      const sort = q.sort ?? '-created_at';
      values.choice('sort', sort);
      const descending = sort.startsWith('-');
      const column = SORT_COLUMNS[sort.replace(/^-/, '')];
      const order = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
      const orderBy = [order, descending ? desc(orders.id) : asc(orders.id)];
      return orderListPage(db, listStatements, { where, orderBy, values, search: q.query !== undefined }, q);
    },

    /**
     * The board's column heads: each status's deals, Σ total and Σ due under the list's filters, in one grouped
     * query; every status is answered (zeros for an empty one), in the board's order.
     */
    async summary(companyId: number, q: SummaryInput): Promise<OrdersSummary> {
      return kept.answer(companyId, q, 'summary', () => this.readSummary(companyId, q));
    },

    /** The board's heads as the database answers them now (`summary` keeps them while current). */
    async readSummary(companyId: number, q: SummaryInput): Promise<OrdersSummary> {
      const values = new StatementValues();
      const where = and(...filterConditions(db, companyId, q, values));
      const statement = summaryStatements(values.shape, () => summaryStatement(db, where));
      const rows = await statement.execute(values.values);
      const byStatus = new Map(rows.map((row) => [row.status, row]));
      return {
        results: ORDER_STATUSES.map((status) => {
          const row = byStatus.get(status);
          return {
            status,
            count: Number(row?.count ?? 0),
            total: kopecksToRubles(Number(row?.total ?? 0)),
            due: kopecksToRubles(Number(row?.due ?? 0)),
          };
        }),
      };
    },

    /** Who may answer for a deal: the company's owner first, then its employees by name. */
    async responsibles(companyId: number): Promise<{ results: Responsible[]; count: number }> {
      const rows = await db
        .select({
          id: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          email: accounts.email,
          phone: accounts.phone,
          isOwner: memberships.isOwner,
        })
        .from(memberships)
        .innerJoin(accounts, eq(accounts.id, memberships.accountId))
        .where(eq(memberships.companyId, companyId));
      const results = rows
        .map((row) => ({ id: row.id, name: accountDisplayName(row), is_owner: row.isOwner }))
        .sort(
          (a, b) =>
            Number(b.is_owner) - Number(a.is_owner) || a.name.localeCompare(b.name, 'ru') || a.id - b.id,
        );
      return { results, count: results.length };
    },

    async get(companyId: number, id: number): Promise<Order> {
      return describe(await findOwned(db, orders, companyId, id));
    },

    /**
     * A deal or a sale (always category 4); an unverified client's deal only new, in progress or cancelled.
     * `within` runs in the deal's transaction (a request links its deal there, so two calls never make two);
     * given `tx`, the deal is written in it.
     */
    async create(
      scope: CompanyScope,
      input: CreateInput,
      within?: (tx: Db, row: OrderRow) => Promise<void>,
      tx: Db = db,
    ): Promise<Order> {
      const shopper = await shopperFor(tx, scope.companyId, input.shopper_id);
      const responsibleId =
        input.responsible_id === undefined
          ? undefined
          : await responsibleFor(tx, scope.companyId, input.responsible_id);
      const problem = statusProblem(input.status, { clientConfirmed: shopper?.confirmedAt != null });
      if (problem) throw fieldError('status', problem);
      const category = categoryFor(input.type_order, input.category_order) as OrderCategory;
      const lines = await resolveLines(tx, scope.companyId, input.items, []);
      const discount = storedDiscount(input.discount);
      const totals = computeTotals(lines, discount, []);
      const row = await tx.transaction(async (inner) => {
        const inserted = await insertOrder(
          inner,
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
            responsibleId,
          },
          lines,
        );
        await within?.(inner, inserted);
        return inserted;
      });
      return describe(row, tx);
    },

    /**
     * Saves the deal: the fields, the status (an allowed move; a saved deal of an unverified client stays in the
     * three open statuses), the lines when sent (replacing all), the discount when sent. total is kept with them.
     */
    async update(scope: CompanyScope, id: number, input: UpdateInput): Promise<Order> {
      const before = await findOwned(db, orders, scope.companyId, id);
      const shopper = await shopperFor(db, scope.companyId, input.shopper_id);
      // a responsible kept as it was stays valid even if they left the company since
      const responsibleId =
        input.responsible_id === undefined || input.responsible_id === before.responsibleId
          ? before.responsibleId
          : await responsibleFor(db, scope.companyId, input.responsible_id);
      const status: OrderStatus = input.status ?? before.status;
      const problem = transitionProblem(before.status, status, {
        clientConfirmed: shopper?.confirmedAt != null,
      });
      if (problem) throw fieldError('status', problem);
      const existing = await itemsOf(db, id);
      const lines = input.items ? await resolveLines(db, scope.companyId, input.items, existing) : null;
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
            responsibleId,
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
    async setStatus(scope: CompanyScope, id: number, status: OrderStatus): Promise<Order> {
      const before = await findOwned(db, orders, scope.companyId, id);
      const shopper = await shopperFor(db, scope.companyId, before.shopperId);
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
    async remove(scope: CompanyScope, id: number): Promise<void> {
      const before = await findOwned(db, orders, scope.companyId, id);
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
    async fromRequest(scope: CompanyScope, body: FromRequestInput): Promise<Order> {
      const { request, lines: requestLines } = await requestWithLines(db, scope.companyId, body.user_request);
      const taken = await takenNumber(request.id);
      if (taken !== null) throw fieldError('user_request', ORDER_MSG.requestHasOrder(taken));

      const phone = isPhone(request.phone) ? normalizePhone(request.phone) : '';
      const email = isEmail(request.email) ? normalizeEmail(request.email) : '';
      const found = await findShopperByContact(db, scope.companyId, { phone, email });
      if (!found && !request.name.trim() && !phone && !email) {
        throw fieldError('user_request', ORDER_MSG.requestEmpty);
      }
      const lines = await linesFromRequest(db, scope.companyId, requestLines);
      const totals = computeTotals(lines, NO_DISCOUNT, []);
      const type = body.type_order as OrderType;
      const category = categoryFor(type, body.category_order) as OrderCategory;

      try {
        const row = await db.transaction(async (tx) => {
          const client =
            found ??
            (await insertShopperFromRequest(
              tx,
              scope,
              { id: request.id, phone, email },
              splitName(request.name),
            ));
          const order = await insertOrder(
            tx,
            scope,
            {
              typeOrder: type,
              categoryOrder: category,
              status: 'new',
              shopperId: client.id,
              note: request.description,
              discountKind: NO_DISCOUNT.kind,
              discountValue: 0,
              total: totals.total,
              paid: 0,
              siteRequestId: request.id,
            },
            lines,
          );
          await markRequestDealt(tx, scope, request, order.id);
          return order;
        });
        return describe(row);
      } catch (error) {
        if (!(error instanceof ApiError) && isRequestTaken(error)) {
          const again = await takenNumber(request.id);
          if (again !== null) throw fieldError('user_request', ORDER_MSG.requestHasOrder(again));
        }
        throw error;
      }
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
