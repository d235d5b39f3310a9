import type { List } from '@sp/shared/api/common';
import { personShortName } from '@sp/shared/api/persons';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COUNT, listPage, type Page } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { personMatchesText, personsByIds } from '../persons/person-lookups.service';
import { shoppersByIds } from '../shoppers/shopper-lookups.service';
import { shopperName } from '../shoppers/shoppers.service';
import { orderDeceased, orders } from './orders.table';

/**
 * What other modules (documents, tasks, clients, site and agent requests, reviews) read of the company's deals
 * without loading them: whether a deal is the company's, the deals' numbers, the burials of the burial register,
 * the clients' deal counts, the deal of a site request, a reviewed deal's client. Plain queries over the caller's
 * `db` (or transaction); they never change a deal. The clients' and the requests' modules sit below this one and
 * get theirs through services.ts.
 */

/** The deals' days are Moscow days (orders.service.ts). */
const ZONE = 'Europe/Moscow';

/** Whether the deal is this company's: only its id and company are read. */
export async function isCompanyOrder(db: Db, companyId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId)));
  return row !== undefined;
}

/** The numbers of the deals (by id) in one query; a deal that is gone has none. */
export async function orderNumbersOf(db: Db, ids: readonly (number | null)[]): Promise<Map<number, number>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, wanted));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** One deceased of a deal being buried: the deal's side of a line of the burial register. */
export type Burial = {
  orderId: number;
  number: number;
  status: OrderStatus;
  funeralAt: Date | null;
  /** the deal's burial place ('' when not given) */
  burialPlace: string;
  shopperId: number | null;
  personId: number;
};

export type BurialFilter = {
  /** the funeral's Moscow days, both included */
  dateStart?: string;
  dateEnd?: string;
  /** words of the deceased's name or of the burial place (the deal's or the person's) */
  query?: string;
};

/**
 * The company's burials: each deceased of its deals of category 2 «Захоронение» that are not cancelled, oldest
 * burial first (a deal without a funeral date last), then by deal number and the deceased's place in the deal.
 */
export function burialsOf(
  db: Db,
  companyId: number,
  filter: BurialFilter,
  page: Page,
): Promise<List<Burial>> {
  const day = (value: string) => sql`((${value})::date::timestamp at time zone ${ZONE})`;
  const words = filter.query?.trim().toLowerCase();
  const where = and(
    eq(orders.companyId, companyId),
    eq(orders.categoryOrder, 2),
    ne(orders.status, 'cancelled'),
    filter.dateStart ? sql`${orders.funeralAt} >= ${day(filter.dateStart)}` : undefined,
    filter.dateEnd ? sql`${orders.funeralAt} < ${day(filter.dateEnd)} + interval '1 day'` : undefined,
    filter.dateStart || filter.dateEnd ? isNotNull(orders.funeralAt) : undefined,
    words
      ? (or(
          ilike(orders.burialPlace, `%${escapeLike(words)}%`),
          personMatchesText(orderDeceased.personId, `%${escapeLike(words)}%`),
        ) as SQL)
      : undefined,
  );
  return listPage(
    db.select(COUNT).from(orderDeceased).innerJoin(orders, eq(orders.id, orderDeceased.orderId)).where(where),
    db
      .select({
        orderId: orders.id,
        number: orders.number,
        status: orders.status,
        funeralAt: orders.funeralAt,
        burialPlace: orders.burialPlace,
        shopperId: orders.shopperId,
        personId: orderDeceased.personId,
      })
      .from(orderDeceased)
      .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
      .where(where)
      .orderBy(sql`${orders.funeralAt} asc nulls last`, asc(orders.number), asc(orderDeceased.position))
      .limit(page.limit)
      .offset(page.offset),
  );
}

/** How many deals each of the clients has (a client without deals is absent): the clients' lists and deletion. */
export async function dealCountsOf(db: Db, shopperIds: readonly number[]): Promise<Map<number, number>> {
  if (!shopperIds.length) return new Map();
  const rows = await db
    .select({ shopperId: orders.shopperId, total: count() })
    .from(orders)
    .where(inArray(orders.shopperId, [...shopperIds]))
    .groupBy(orders.shopperId);
  return new Map(rows.map((row) => [row.shopperId as number, Number(row.total)]));
}

/** The company's deal made from the site request (one at most), or null: what the request's page links to. */
export async function dealOfRequest(
  db: Db,
  companyId: number,
  requestId: number,
): Promise<{ id: number; number: number } | null> {
  const [deal] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.siteRequestId, requestId), eq(orders.companyId, companyId)));
  return deal ?? null;
}

/** What a review shows of its deal: the number and the client's names (the client's own or the entity's). */
export type DealClient = { number: number; clientName: string | null; clientFirstName: string | null };

/** The numbers and clients of the deals (by id), in two queries; a deal that is gone has none. */
export async function dealClientsOf(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, DealClient>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: orders.id, number: orders.number, shopperId: orders.shopperId })
    .from(orders)
    .where(inArray(orders.id, wanted));
  const clients = await shoppersByIds(
    db,
    rows.map((row) => row.shopperId),
  );
  return new Map(
    rows.map((row) => {
      const client = row.shopperId === null ? undefined : clients.get(row.shopperId);
      return [
        row.id,
        {
          number: row.number,
          clientName: client ? shopperName(client) : null,
          clientFirstName: client?.firstName ?? null,
        },
      ];
    }),
  );
}

/** A Moscow day's first instant. */
const dayStartOf = (day: string) => sql`((${day})::date::timestamp at time zone ${ZONE})`;

/** The deals made in a period of Moscow days (cancelled ones left out): how many, Σ total, Σ paid, Σ due. */
export type PeriodMoney = { deals: number; total: number; paid: number; due: number };

/**
 * The home page's figures of the deals (kopecks): today's funerals and cremations of deals not cancelled (20 at
 * most, earliest first, with the first deceased), and the money of the deals made in two periods (this month and
 * last), each [start, end) of Moscow days.
 */
export async function dashboardDealsOf(
  db: Db,
  companyId: number,
  days: { today: string; tomorrow: string; periods: { start: string; end: string }[] },
): Promise<{
  funerals: number;
  cremations: number;
  events: {
    orderId: number;
    number: number;
    status: OrderStatus;
    kind: 'funeral' | 'cremation';
    at: Date;
    /** «Иванов И. И.», or null without a deceased */
    deceased: string | null;
  }[];
  periods: PeriodMoney[];
}> {
  const from = dayStartOf(days.today);
  const to = dayStartOf(days.tomorrow);
  const inToday = (column: typeof orders.funeralAt | typeof orders.cremationAt): SQL =>
    sql`(${column} >= ${from} and ${column} < ${to})`;
  const [todays, ...periods] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        funeralAt: orders.funeralAt,
        cremationAt: orders.cremationAt,
        funeralToday: sql<boolean | null>`${inToday(orders.funeralAt)}`,
        cremationToday: sql<boolean | null>`${inToday(orders.cremationAt)}`,
        // the deal's first deceased
        personId: sql<number | null>`(select ${orderDeceased.personId} from ${orderDeceased}
          where ${orderDeceased.orderId} = ${orders.id}
          order by ${orderDeceased.position}, ${orderDeceased.createdAt} limit 1)`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, companyId),
          ne(orders.status, 'cancelled'),
          or(inToday(orders.funeralAt), inToday(orders.cremationAt)),
        ),
      ),
    ...days.periods.map((period) =>
      db
        .select({
          deals: sql<number>`count(*)::int`,
          total: sql<string>`coalesce(sum(${orders.total}), 0)`,
          paid: sql<string>`coalesce(sum(${orders.paid}), 0)`,
          due: sql<string>`coalesce(sum(greatest(${orders.total} - ${orders.paid}, 0)), 0)`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.companyId, companyId),
            ne(orders.status, 'cancelled'),
            sql`${orders.createdAt} >= ${dayStartOf(period.start)}`,
            sql`${orders.createdAt} < ${dayStartOf(period.end)}`,
          ),
        ),
    ),
  ]);
  const events = todays.flatMap((row) =>
    [
      ...(row.funeralToday && row.funeralAt ? [{ kind: 'funeral' as const, at: row.funeralAt }] : []),
      ...(row.cremationToday && row.cremationAt ? [{ kind: 'cremation' as const, at: row.cremationAt }] : []),
    ].map((event) => ({
      ...event,
      orderId: row.id,
      number: row.number,
      status: row.status,
      personId: row.personId,
    })),
  );
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.number - b.number);
  const shown = events.slice(0, 20);
  const people = await personsByIds(
    db,
    shown.flatMap((event) => (event.personId === null ? [] : [event.personId])),
  );
  return {
    funerals: events.filter((event) => event.kind === 'funeral').length,
    cremations: events.filter((event) => event.kind === 'cremation').length,
    events: shown.map(({ personId, ...event }) => {
      const person = personId === null ? undefined : people.get(personId);
      return {
        ...event,
        deceased: person
          ? personShortName({
              last_name: person.lastName,
              first_name: person.firstName,
              patronymic: person.patronymic,
            })
          : null,
      };
    }),
    periods: periods.map(([row]) => ({
      deals: Number(row?.deals ?? 0),
      total: Number(row?.total ?? 0),
      paid: Number(row?.paid ?? 0),
      due: Number(row?.due ?? 0),
    })),
  };
}
