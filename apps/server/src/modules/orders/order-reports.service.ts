import type { OrderCategory } from '@sp/shared/orders/kinds';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { and, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogItemsView } from '../catalog/catalog-views.service';
import { orderItems, orders } from './orders.table';

/** The names of accounts (the deals' managers) in one query. */
export { accountNamesOf } from './orders.common';

/**
 * What the company's reports (/api/reports/, issue 16 §2) read of the deals: sums over the deals made in a period
 * of Moscow days, grouped the way a report wants, in kopecks. The deals' module owns the tables and so these
 * queries; the reports module turns them into rubles and names. Every query is led by the company and the
 * creation time, which `orders_company_list_idx` (company_id, created_at desc, id desc) serves as a range.
 */

const ZONE = 'Europe/Moscow';

/** The companies (the caller's, and the branches it chose) and the days [from, to) of Moscow time. */
export type DealsScope = { companyIds: readonly number[]; from: string; to: string };

/** A Moscow day's first instant. */
const dayStart = (day: string) => sql`((${day})::date::timestamp at time zone ${ZONE})`;

function made(scope: DealsScope): SQL {
  return and(
    inArray(orders.companyId, [...scope.companyIds]),
    gte(orders.createdAt, dayStart(scope.from)),
    lt(orders.createdAt, dayStart(scope.to)),
  ) as SQL;
}

const notCancelled = ne(orders.status, 'cancelled');

/** Σ as a number: kopecks sums are bigint (strings from PostgreSQL), well inside 2^53. */
const money = (expression: SQL) => sql<string>`coalesce(sum(${expression}), 0)::bigint`;
const owedOf = sql`greatest(${orders.total} - ${orders.paid}, 0)`;

export type DealsMoney = { deals: number; total: number; paid: number; owed: number };

const moneyColumns = {
  deals: sql<number>`count(*)::int`,
  total: money(sql`${orders.total}`),
  paid: money(sql`${orders.paid}`),
  owed: money(owedOf),
};

function toMoney(row: { deals: number | string; total: string; paid: string; owed: string }): DealsMoney {
  return {
    deals: Number(row.deals),
    total: Number(row.total),
    paid: Number(row.paid),
    owed: Number(row.owed),
  };
}

/** The period's deals not cancelled (count and money) and how many were cancelled. */
export async function dealsTotalOf(db: Db, scope: DealsScope): Promise<DealsMoney & { cancelled: number }> {
  const [row] = await db
    .select({
      deals: sql<number>`(count(*) filter (where ${notCancelled}))::int`,
      total: sql<string>`coalesce(sum(${orders.total}) filter (where ${notCancelled}), 0)::bigint`,
      paid: sql<string>`coalesce(sum(${orders.paid}) filter (where ${notCancelled}), 0)::bigint`,
      owed: sql<string>`coalesce(sum(${owedOf}) filter (where ${notCancelled}), 0)::bigint`,
      cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
    })
    .from(orders)
    .where(made(scope));
  return { ...toMoney(row), cancelled: Number(row.cancelled) };
}

/** The period's deals not cancelled by Moscow day or month of their making (only the steps that have deals). */
export async function dealsByStepOf(
  db: Db,
  scope: DealsScope,
  step: 'day' | 'month',
): Promise<Map<string, DealsMoney>> {
  // literals, not parameters: GROUP BY must repeat the very expression of the select
  const unit = sql.raw(step === 'day' ? "'day'" : "'month'");
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${orders.createdAt} at time zone 'Europe/Moscow'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ start: bucket, ...moneyColumns })
    .from(orders)
    .where(and(made(scope), notCancelled))
    .groupBy(bucket);
  return new Map(rows.map((row) => [row.start, toMoney(row)]));
}

/** The period's deals (cancelled ones too) by category and status. */
export async function dealsByCategoryAndStatusOf(
  db: Db,
  scope: DealsScope,
): Promise<(DealsMoney & { category: OrderCategory; status: OrderStatus })[]> {
  const rows = await db
    .select({ category: orders.categoryOrder, status: orders.status, ...moneyColumns })
    .from(orders)
    .where(made(scope))
    .groupBy(orders.categoryOrder, orders.status)
    .orderBy(orders.categoryOrder, orders.status);
  return rows.map((row) => ({ category: row.category, status: row.status, ...toMoney(row) }));
}

/** The period's deals not cancelled by responsible manager (null: nobody), most revenue first. */
export async function dealsByResponsibleOf(
  db: Db,
  scope: DealsScope,
): Promise<(DealsMoney & { responsibleId: number | null })[]> {
  const rows = await db
    .select({ responsibleId: orders.responsibleId, ...moneyColumns })
    .from(orders)
    .where(and(made(scope), notCancelled))
    .groupBy(orders.responsibleId)
    .orderBy(sql`sum(${orders.total}) desc`, orders.responsibleId);
  return rows.map((row) => ({ responsibleId: row.responsibleId, ...toMoney(row) }));
}

export type SoldGroup = {
  companyId: number;
  /** the catalogue item's category; null without one (or the item deleted from the catalogue) */
  categoryId: number | null;
  quantity: number;
  /** kopecks: Σ of each line's share of its deal's total */
  revenue: number;
};

/**
 * The period's sold products or services (lines of deals not cancelled) by company and catalogue category. A line's
 * revenue is its amount after its own discount, times the deal's total over the sum of its lines' amounts: the
 * deal's discount spread over the lines (ready-made solutions are lines too, and take their share). `categoryIds`:
 * only those categories (null in it: the items without one).
 */
export async function soldByCategoryOf(
  db: Db,
  scope: DealsScope,
  kind: 'product' | 'service',
  categoryIds?: readonly number[],
): Promise<SoldGroup[]> {
  const gross = sql`(${orderItems.price} * ${orderItems.quantity})`;
  const amount = sql`(${gross} - case when ${orderItems.discountKind} = 'amount' then ${orderItems.discountValue}
    else floor((${gross} * ${orderItems.discountValue} + 50) / 100) end)`;
  const lines = db
    .select({
      companyId: sql<number>`${orders.companyId}`.as('company_id'),
      categoryId: sql<number | null>`${catalogItemsView.categoryId}`.as('category_id'),
      kind: sql<string>`${orderItems.kind}`.as('kind'),
      quantity: sql<number>`${orderItems.quantity}`.as('quantity'),
      amount: sql<string>`${amount}::numeric`.as('amount'),
      dealTotal: sql<string>`${orders.total}::numeric`.as('deal_total'),
      dealLines: sql<string>`(sum(${amount}) over (partition by ${orderItems.orderId}))::numeric`.as(
        'deal_lines',
      ),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(catalogItemsView, eq(catalogItemsView.id, orderItems.itemId))
    .where(and(made(scope), notCancelled))
    .as('lines');
  const wanted = categoryIds?.length
    ? sql`${lines.categoryId} in (${sql.join(
        categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : undefined;
  const rows = await db
    .select({
      companyId: lines.companyId,
      categoryId: lines.categoryId,
      quantity: sql<string>`sum(${lines.quantity})::bigint`,
      revenue: sql<string>`round(coalesce(sum(case when ${lines.dealLines} > 0
        then ${lines.amount} * ${lines.dealTotal} / ${lines.dealLines} else 0 end), 0))::bigint`,
    })
    .from(lines)
    .where(and(sql`${lines.kind} = ${kind}`, wanted))
    .groupBy(lines.companyId, lines.categoryId);
  return rows.map((row) => ({
    companyId: Number(row.companyId),
    categoryId: row.categoryId === null ? null : Number(row.categoryId),
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
}
