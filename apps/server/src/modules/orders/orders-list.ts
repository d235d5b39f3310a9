import type { List } from '@sp/shared/api/common';
import type { OrderRow as OrderListRow } from '@sp/shared/api/orders';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { kopecksToRubles } from '@sp/shared/format/money';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../accounts/accounts.table';
import { personsView } from '../persons/persons.service';
import { shoppersView, shoppersViewColumns } from '../shoppers/shopper-lookups.service';
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
 * SQL than the database spent answering them (npm run bench: the deals list). A page past the end has no row to
 * carry the count, so it is asked on its own. A search (`search`) finds its matches once, in a CTE the page and the
 * count both read (PostgreSQL keeps a CTE read twice): the union of its ways is not worked out twice.
 */
export async function orderListPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { offset: number; limit: number },
  search = false,
): Promise<List<OrderListRow>> {
  const matches = db.select({ total: count() }).from(orders).where(where);
  const found = db.$with('found').as(db.select({ id: orders.id }).from(orders).where(where));
  const rows = await (search ? db.with(found) : db)
    .select({
      order: orders,
      shopper: shoppersViewColumns,
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
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const total = rows.length ? rows[0].total : page.offset > 0 ? Number((await matches)[0]?.total ?? 0) : 0;
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
