import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { everyWordIn } from '../../platform/sql-text';
import type { StatementValues } from '../../platform/statement-shapes';
import { shopperIdsByPhone } from '../shoppers/shopper-lookups.service';
import { orderSearch, orders } from './orders.table';

/**
 * The deals list's query: a number («15», «№ 15») finds the deal with it and the clients whose phone holds those
 * digits (three or more); words find the deals whose search row (order_search: the client's names, ИНН, phone
 * and e-mail, the deceased's names) holds each of them, «ё» and «е» alike. Each way of matching is a set of deal
 * ids found through its own index, and the list takes their union: no search reads every deal of the company or
 * joins the clients and persons of the platform (npm run bench: a client's surname). The company and what was
 * typed are the statement's placeholders (`values`; the list's statement is built once per shape).
 */
export function orderSearchCondition(
  db: Db,
  companyId: SQLWrapper,
  query: string,
  values: StatementValues,
): SQL {
  const found: SQL[] = [];
  const ofCompany = (condition: SQL) =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), condition));
  const number = query.replace(/^№\s*/, '').trim();
  if (/^\d{1,9}$/.test(number))
    found.push(sql`${ofCompany(eq(orders.number, values.value('number', Number(number))))}`);
  if (/^[№\d\s()+-]+$/.test(query)) {
    const digits = query.replace(/\D/g, '');
    if (digits.length >= 3) {
      found.push(
        sql`${ofCompany(inArray(orders.shopperId, shopperIdsByPhone(db, companyId, digits, values)))}`,
      );
    }
  } else {
    const words = everyWordIn(orderSearch.text, query, values);
    if (words) {
      found.push(
        sql`${db
          .select({ id: orderSearch.orderId })
          .from(orderSearch)
          .where(and(eq(orderSearch.companyId, companyId), words))}`,
      );
    }
  }
  if (!found.length) {
    values.choice('search', 'nothing');
    return sql`false`;
  }
  return sql`${orders.id} in (${sql.join(
    found.map((set) => sql`(${set})`),
    sql` union `,
  )})`;
}
