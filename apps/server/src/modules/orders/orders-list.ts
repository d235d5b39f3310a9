import type { List } from '@sp/shared/api/common';
import type { OrderRow as OrderListRow } from '@sp/shared/api/orders';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { kopecksToRubles } from '@sp/shared/format/money';
import { count, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type StatementValues, statementShapes } from '../../platform/statement-shapes';
import { accounts } from '../accounts/accounts.table';
import { personsView } from '../persons/persons.service';
import { shoppersView, shoppersViewBriefColumns } from '../shoppers/shopper-lookups.service';
import { serializeShopperBrief } from './orders.common';
import { orderDeceased, orderItems, orders } from './orders.table';

type DeceasedName = {
  id: number;
  last_name: string | null;
  first_name: string | null;
  patronymic: string | null;
};

/**
 * A page of the deals list in one statement (issue 13 §2): each deal with its client, its responsible's name, its
 * deceased's names (in their order) and how many lines it has, and the count of every match as an uncorrelated
 * subquery PostgreSQL works out once for the page. Six queries a page cost more in round trips and in building
 * SQL than the database spent answering them (npm run bench: the deals list). A search (`search`) finds its
 * matches once, in a CTE the page and the count both read (PostgreSQL keeps a CTE read twice): the union of its
 * ways is not worked out twice. The filters' values, the page's size and offset are placeholders: the statement
 * is built once per shape (platform/statement-shapes.ts).
 */
function listStatement(
  db: Db,
  list: { where: SQL | undefined; orderBy: SQL[]; search: boolean },
  page: { limit: Placeholder; offset: Placeholder },
  name: string,
) {
  const { where, search } = list;
  const matches = db.select({ total: count() }).from(orders).where(where);
  const found = db.$with('found').as(db.select({ id: orders.id }).from(orders).where(where));
  return (search ? db.with(found) : db)
    .select({
      // only what the list shows: each column costs its mapping on every row
      order: {
        id: orders.id,
        number: orders.number,
        typeOrder: orders.typeOrder,
        categoryOrder: orders.categoryOrder,
        status: orders.status,
        funeralAt: orders.funeralAt,
        cremationAt: orders.cremationAt,
        total: orders.total,
        paid: orders.paid,
        responsibleId: orders.responsibleId,
        createdAt: orders.createdAt,
      },
      shopper: shoppersViewBriefColumns,
      responsible: {
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        phone: accounts.phone,
      },
      itemsCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      deceased: sql<DeceasedName[] | null>`(
        select json_agg(json_build_object('id', ${personsView.id}, 'last_name', ${personsView.lastName},
          'first_name', ${personsView.firstName}, 'patronymic', ${personsView.patronymic})
          order by ${orderDeceased.position}, ${orderDeceased.createdAt})
        from ${orderDeceased} join ${personsView} on ${personsView.id} = ${orderDeceased.personId}
        where ${orderDeceased.orderId} = ${orders.id})`,
      total: (search ? sql<number>`(select count(*) from ${found})` : sql<number>`(${matches})`).mapWith(
        Number,
      ),
    })
    .from(orders)
    .leftJoin(shoppersView, eq(shoppersView.id, orders.shopperId))
    .leftJoin(accounts, eq(accounts.id, orders.responsibleId))
    .where(search ? inArray(orders.id, db.select({ id: found.id }).from(found)) : where)
    .orderBy(...list.orderBy)
    .limit(page.limit)
    .offset(page.offset)
    .prepare(name);
}

/** The list's statements a service has built, by shape. */
export const orderListStatements = () =>
  statementShapes<ReturnType<typeof listStatement>>({ named: 'orders_list' });

/**
 * A page of the deals list: `values` holds the filters' values (and every choice of `orderBy`); a page past the
 * end has no row to carry the count, so it is asked on its own.
 */
export async function orderListPage(
  db: Db,
  statements: ReturnType<typeof orderListStatements>,
  list: { where: SQL | undefined; orderBy: SQL[]; values: StatementValues; search: boolean },
  page: { offset: number; limit: number },
): Promise<List<OrderListRow>> {
  const { values } = list;
  values.choice('search', list.search);
  const placeholders = {
    limit: values.value('limit', page.limit),
    offset: values.value('offset', page.offset),
  };
  const statement = statements(values.shape, (name) => listStatement(db, list, placeholders, name));
  const rows = await statement.execute(values.values);
  const matches = () => db.select({ total: count() }).from(orders).where(list.where).execute(values.values);
  const total = rows.length ? rows[0].total : page.offset > 0 ? Number((await matches())[0]?.total ?? 0) : 0;
  return {
    count: total,
    results: rows.map(({ order: row, shopper, responsible, itemsCount, deceased }) => ({
      id: row.id,
      number: row.number,
      type_order: row.typeOrder,
      category_order: row.categoryOrder,
      status: row.status,
      shopper: shopper ? serializeShopperBrief(shopper) : null,
      deceased: (deceased ?? []).map((person) => ({
        id: person.id,
        full_name: [person.last_name, person.first_name, person.patronymic].filter(Boolean).join(' '),
      })),
      funeral_at: row.funeralAt?.toISOString() ?? null,
      cremation_at: row.cremationAt?.toISOString() ?? null,
      total: kopecksToRubles(Number(row.total)),
      paid: kopecksToRubles(Number(row.paid)),
      due: kopecksToRubles(Number(row.total) - Number(row.paid)),
      items_count: Number(itemsCount),
      responsible:
        row.responsibleId !== null && responsible
          ? { id: row.responsibleId, name: accountDisplayName(responsible) }
          : null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
