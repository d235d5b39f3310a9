import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { everyWordIn } from '../../platform/sql-text';
import { shopperIdsByPhone } from '../shoppers/shopper-lookups.service';
import { orderSearch, orders } from './orders.table';

/**
 * The deals list's query: a number («15», «№ 15») finds the deal with it and the clients whose phone holds those
 * digits (three or more); words find the deals whose search row (order_search: the client's names, ИНН, phone
 * and e-mail, the deceased's names) holds each of them, «ё» and «е» alike. Each way of matching is a set of deal
 * ids found through its own index, and the list takes their union: no search reads every deal of the company or
 * joins the clients and persons of the platform (npm run bench: a client's surname).
 */
export function orderSearchCondition(db: Db, companyId: number, query: string): SQL {
  const found: SQL[] = [];
  const ofCompany = (condition: SQL) =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), condition));
  const number = query.replace(/^№\s*/, '').trim();
  if (/^\d{1,9}$/.test(number)) found.push(sql`${ofCompany(eq(orders.number, Number(number)))}`);
  if (/^[№\d\s()+-]+$/.test(query)) {
    const digits = query.replace(/\D/g, '');
    if (digits.length >= 3) {
      found.push(sql`${ofCompany(inArray(orders.shopperId, shopperIdsByPhone(db, companyId, digits)))}`);
    }
  } else {
    const words = everyWordIn(orderSearch.text, query);
    if (words) {
      found.push(
        sql`${db
          .select({ id: orderSearch.orderId })
          .from(orderSearch)
          .where(and(eq(orderSearch.companyId, companyId), words))}`,
      );
    }
  }
  if (!found.length) return sql`false`;
  return sql`${orders.id} in (${sql.join(
    found.map((set) => sql`(${set})`),
    sql` union `,
  )})`;
}
