import {
  CALENDAR_MSG,
  type DealEvent,
  type DealEventKind,
  type Order,
  type orderCalendarQuerySchema,
  type orderDatesBodySchema,
} from '@sp/shared/api/orders';
import { personFullName, personShortName } from '@sp/shared/api/persons';
import { DATES_LOCKED_STATUSES, ORDER_STATUS_LABELS } from '@sp/shared/orders/statuses';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { badRequest } from '../../platform/errors';
import { findOwned } from '../../platform/tenant';
import { accounts } from '../accounts/accounts.table';
import { shoppersByIds } from '../shoppers/shopper-lookups.service';
import { shopperName } from '../shoppers/shoppers.service';
import { accountName, deceasedPersonsOf } from './orders.common';
import type { OrdersService } from './orders.service';
import { type OrderRow, orders } from './orders.table';

type CalendarQuery = z.infer<typeof orderCalendarQuerySchema>;
type DatesBody = z.infer<typeof orderDatesBodySchema>;

/** The calendar's days are the company's days: Moscow time, as the deals' and the tasks' filters. */
const ZONE = 'Europe/Moscow';
const dayStart = (day: string) => sql`((${day})::date::timestamp at time zone ${ZONE})`;
const nextDayStart = (day: string) => sql`(((${day})::date + 1)::timestamp at time zone ${ZONE})`;

const KINDS: { kind: DealEventKind; at: (row: OrderRow) => Date | null }[] = [
  { kind: 'funeral', at: (row) => row.funeralAt },
  { kind: 'cremation', at: (row) => row.cremationAt },
];

/**
 * The deals on the calendar (/app/calendar): their funerals and cremations in a period, and the calendar's drag
 * that moves one of those dates. The status rules stay those of packages/shared/src/orders/statuses.ts: a
 * completed or cancelled deal keeps its dates.
 */
export function createOrderCalendarService(deps: { db: Db; orders: OrdersService }) {
  const { db } = deps;

  return {
    /**
     * The company's deals whose funeral or cremation falls between two Moscow days (both inclusive), one event
     * per date in the period, earliest first; `responsible` keeps the deals one employee answers for.
     */
    async events(companyId: number, q: CalendarQuery): Promise<{ results: DealEvent[]; count: number }> {
      const from = dayStart(q.date_gte);
      const to = nextDayStart(q.date_lte);
      const inPeriod = (column: typeof orders.funeralAt | typeof orders.cremationAt): SQL =>
        sql`(${column} >= ${from} and ${column} < ${to})`;
      const rows = await db
        .select({
          order: orders,
          responsibleFirst: accounts.firstName,
          responsibleLast: accounts.lastName,
          funeralIn: sql<boolean | null>`${inPeriod(orders.funeralAt)}`,
          cremationIn: sql<boolean | null>`${inPeriod(orders.cremationAt)}`,
        })
        .from(orders)
        .leftJoin(accounts, eq(accounts.id, orders.responsibleId))
        .where(
          and(
            eq(orders.companyId, companyId),
            or(inPeriod(orders.funeralAt), inPeriod(orders.cremationAt)),
            q.responsible ? eq(orders.responsibleId, q.responsible) : undefined,
          ),
        )
        .orderBy(asc(orders.id));
      const [deceased, shoppers] = await Promise.all([
        deceasedPersonsOf(
          db,
          rows.map((row) => row.order.id),
        ),
        shoppersByIds(
          db,
          rows.map((row) => row.order.shopperId),
        ),
      ]);
      const results: DealEvent[] = [];
      for (const { order, responsibleFirst, responsibleLast, funeralIn, cremationIn } of rows) {
        const person = deceased.find((entry) => entry.orderId === order.id)?.person ?? null;
        const shopper = order.shopperId === null ? undefined : shoppers.get(order.shopperId);
        const names = person
          ? { last_name: person.lastName, first_name: person.firstName, patronymic: person.patronymic }
          : null;
        const inside: Record<DealEventKind, boolean> = {
          funeral: funeralIn === true,
          cremation: cremationIn === true,
        };
        for (const { kind, at } of KINDS) {
          const moment = at(order);
          if (!moment || !inside[kind]) continue;
          results.push({
            order_id: order.id,
            number: order.number,
            type_order: order.typeOrder,
            category_order: order.categoryOrder,
            status: order.status,
            kind,
            at: moment.toISOString(),
            deceased:
              person && names
                ? { id: person.id, full_name: personFullName(names), short_name: personShortName(names) }
                : null,
            shopper: shopper ? { id: shopper.id, name: shopperName(shopper) } : null,
            responsible:
              order.responsibleId !== null && responsibleFirst !== null
                ? {
                    id: order.responsibleId,
                    name: accountName({ firstName: responsibleFirst, lastName: responsibleLast ?? '' }),
                  }
                : null,
          });
        }
      }
      results.sort((a, b) => a.at.localeCompare(b.at) || a.number - b.number);
      return { results, count: results.length };
    },

    /** Moves the deal's funeral and/or cremation (only those sent; null clears one), journalled. */
    async setDates(scope: CompanyScope, id: number, body: DatesBody): Promise<Order> {
      const before = await findOwned(db, orders, scope.companyId, id);
      if (DATES_LOCKED_STATUSES.includes(before.status)) {
        throw badRequest(CALENDAR_MSG.datesLocked(ORDER_STATUS_LABELS[before.status]));
      }
      const values: Partial<Pick<OrderRow, 'funeralAt' | 'cremationAt'>> = {};
      if (body.funeral_at !== undefined) {
        values.funeralAt = body.funeral_at ? new Date(body.funeral_at) : null;
      }
      if (body.cremation_at !== undefined) {
        values.cremationAt = body.cremation_at ? new Date(body.cremation_at) : null;
      }
      const journalled = (row: Pick<OrderRow, 'funeralAt' | 'cremationAt'>) => ({
        ...(values.funeralAt !== undefined ? { funeral_at: row.funeralAt?.toISOString() ?? null } : {}),
        ...(values.cremationAt !== undefined ? { cremation_at: row.cremationAt?.toISOString() ?? null } : {}),
      });
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(orders)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(orders.id, id), eq(orders.companyId, scope.companyId)))
          .returning();
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'Order',
          recordId: id,
          action: 'update',
          before: journalled(before),
          after: journalled(updated),
        });
        return updated;
      });
      return deps.orders.describe(row);
    },
  };
}

export type OrderCalendarService = ReturnType<typeof createOrderCalendarService>;
