import type { ShowOrder, ShowOrderRow, showOrdersQuerySchema } from '@sp/shared/api/orders';
import { personFullName } from '@sp/shared/api/persons';
import { kopecksToRubles } from '@sp/shared/format/money';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { companies } from '../companies/companies.table';
import { shopperIdsOfAccount } from '../shoppers/shopper-lookups.service';
import type { ShoppersService } from '../shoppers/shoppers.service';
import {
  apiDiscount,
  apiTotals,
  computeTotals,
  deceasedOf,
  deceasedPersonsOf,
  itemsOf,
  paymentsOf,
  serializeDeceased,
  serializeItem,
} from './orders.common';
import { type OrderRow, orders } from './orders.table';

type ListInput = z.infer<typeof showOrdersQuerySchema>;

/**
 * The client's side of the deals (GET /api/company-orders/show_orders/, /app/history-orders): the deals of every
 * company whose client (shopper) is linked to the caller's account, read-only. Linking confirmed clients to the
 * account (linkShoppersTo) runs first, so a client confirmed before the account existed shows up at once.
 */
export function createShowOrdersService(deps: { db: Db; shoppers: ShoppersService }) {
  const { db, shoppers: clients } = deps;

  /** The deals whose client is linked to the account. */
  const mine = (accountId: number) => inArray(orders.shopperId, shopperIdsOfAccount(db, accountId));

  function row(order: OrderRow, company: { id: number; name: string }, deceased: ShowOrderRow['deceased']) {
    return {
      id: order.id,
      number: order.number,
      type_order: order.typeOrder,
      category_order: order.categoryOrder,
      status: order.status,
      company,
      deceased,
      funeral_at: order.funeralAt?.toISOString() ?? null,
      total: kopecksToRubles(Number(order.total)),
      paid: kopecksToRubles(Number(order.paid)),
      due: kopecksToRubles(Number(order.total) - Number(order.paid)),
      created_at: order.createdAt.toISOString(),
    };
  }

  return {
    async list(accountId: number, query: ListInput): Promise<{ results: ShowOrderRow[]; count: number }> {
      await clients.linkAccount(accountId);
      const where = and(
        mine(accountId),
        query.status?.length ? inArray(orders.status, query.status) : undefined,
      );
      return listPage(
        db.select(COUNT).from(orders).where(where),
        db
          .select({ order: orders, companyId: companies.id, companyName: companies.name })
          .from(orders)
          .innerJoin(companies, eq(companies.id, orders.companyId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset(query.offset),
        async (rows) => {
          const deceased = await deceasedPersonsOf(
            db,
            rows.map((entry) => entry.order.id),
          );
          return rows.map((entry) =>
            row(
              entry.order,
              { id: entry.companyId, name: entry.companyName },
              deceased
                .filter((person) => person.orderId === entry.order.id)
                .map(({ person }) => ({
                  id: person.id,
                  full_name: personFullName({
                    last_name: person.lastName,
                    first_name: person.firstName,
                    patronymic: person.patronymic,
                  }),
                })),
            ),
          );
        },
      );
    },

    /** One deal of the caller as its client; anyone else's deal answers 404. */
    async get(accountId: number, id: number): Promise<ShowOrder> {
      await clients.linkAccount(accountId);
      const [found] = await db
        .select({ order: orders, companyId: companies.id, companyName: companies.name })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .where(and(eq(orders.id, id), mine(accountId)));
      if (!found) throw notFound();
      const { order } = found;
      const [items, payments, deceased] = await Promise.all([
        itemsOf(db, id),
        paymentsOf(db, id),
        deceasedOf(db, [id]),
      ]);
      const totals = computeTotals(
        items,
        { kind: order.discountKind, value: Number(order.discountValue) },
        payments.map((payment) => Number(payment.row.amount)),
      );
      return {
        ...row(order, { id: found.companyId, name: found.companyName }, []),
        cremation_at: order.cremationAt?.toISOString() ?? null,
        burial_place: order.burialPlace,
        discount: apiDiscount(order.discountKind, order.discountValue),
        items: items.map(serializeItem),
        totals: apiTotals(totals),
        payments: payments.map(({ api: { created_by: _createdBy, ...payment } }) => payment),
        deceased: deceased.map((entry) => serializeDeceased(entry.person, entry.pageId, order.companyId)),
      };
    },
  };
}

export type ShowOrdersService = ReturnType<typeof createShowOrdersService>;
