import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personIdsMatching } from '../persons/person-lookups.service';
import { shopperIdsByPhone, shopperIdsByText } from '../shoppers/shopper-lookups.service';
import { orderDeceased, orders } from './orders.table';

/**
 * The deals list's query: a number («15», «№ 15») finds the deal with it and the clients whose phone holds those
 * digits (three or more); words find the client's name, ИНН or e-mail and the deceased's name. Each way of
 * matching is a set of deal ids found through its own index (the company's clients by trigrams, then their deals;
 * the deceased by trigrams, then their deals), and the list takes their union: no search reads every deal of the
 * company or every client of the platform (npm run bench: a company of 10,000 deals, 20–90 ms → a few).
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
    found.push(sql`${ofCompany(inArray(orders.shopperId, shopperIdsByText(db, companyId, query)))}`);
    const deceased = personIdsMatching(db, { name: query });
    if (deceased) {
      // the company's own deals only: each way is a few of the company's deals, so the list reads just those
      found.push(
        sql`${db
          .select({ id: orderDeceased.orderId })
          .from(orderDeceased)
          .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
          .where(and(eq(orders.companyId, companyId), inArray(orderDeceased.personId, deceased)))}`,
      );
    }
  }
  if (!found.length) return sql`false`;
  return sql`${orders.id} in (${sql.join(
    found.map((set) => sql`(${set})`),
    sql` union `,
  )})`;
}
