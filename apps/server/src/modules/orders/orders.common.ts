import type {
  Deceased,
  OrderDiscount,
  OrderItem,
  OrderPayment,
  OrderShopper,
  OrderTotalsApi,
} from '@sp/shared/api/orders';
import { ORDER_MSG } from '@sp/shared/api/orders';
import { type Gender, personFullName } from '@sp/shared/api/persons';
import type { ShopperType } from '@sp/shared/api/shoppers';
import { type AccountNameParts, accountDisplayName } from '@sp/shared/format/account-name';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { fromStoredDate } from '@sp/shared/format/partial-date';
import { type Discount, lineTotals, type OrderTotals, orderTotals } from '@sp/shared/orders/totals';
import { formatPhone } from '@sp/shared/validation/patterns';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fieldError } from '../../platform/errors';
import { accounts } from '../accounts/accounts.table';
import { pageIdsOfPersons } from '../memory-pages/memory-page-lookups.service';
import { type PersonRow, personsByIds } from '../persons/person-lookups.service';
import type { ShopperBrief } from '../shoppers/shopper-lookups.service';
import { shopperName } from '../shoppers/shoppers.service';
import {
  type OrderItemRow,
  type OrderPaymentRow,
  type OrderRow,
  orderDeceased,
  orderItems,
  orderPayments,
} from './orders.table';

/**
 * What the deal services share: money between the API (rubles) and the tables (kopecks), totals with
 * packages/shared/src/orders/totals.ts, and the API shapes of lines, payments, clients and the deceased.
 */

/** A discount of the API (amount in rubles) as stored (amount in kopecks); a percent stays a percent. */
export function storedDiscount(discount: OrderDiscount): Discount {
  return discount.kind === 'percent'
    ? { kind: 'percent', value: discount.value }
    : { kind: 'amount', value: rublesToKopecks(discount.value) };
}

export function apiDiscount(kind: Discount['kind'], value: number): OrderDiscount {
  return kind === 'percent'
    ? { kind, value: Number(value) }
    : { kind, value: kopecksToRubles(Number(value)) };
}

export type PricedLine = {
  price: number;
  quantity: number;
  discountKind: Discount['kind'];
  discountValue: number;
};

const totalsLine = (line: PricedLine) => ({
  price: Number(line.price),
  quantity: line.quantity,
  discount: { kind: line.discountKind, value: Number(line.discountValue) },
});

/** Totals of lines, the deal's discount and payments (kopecks), or a 400 naming the field that breaks them. */
export function computeTotals(lines: PricedLine[], discount: Discount, payments: number[]): OrderTotals {
  const result = orderTotals(lines.map(totalsLine), discount, payments);
  if (result.problem) throw fieldError(result.problem.field, result.problem.message);
  const { totals } = result;
  if (!Number.isSafeInteger(totals.gross)) throw fieldError('items', ORDER_MSG.totalTooLarge);
  return totals;
}

export function apiTotals(totals: OrderTotals): OrderTotalsApi {
  return {
    gross: kopecksToRubles(totals.gross),
    subtotal: kopecksToRubles(totals.subtotal),
    discount: kopecksToRubles(totals.discount),
    discount_total: kopecksToRubles(totals.discountTotal),
    total: kopecksToRubles(totals.total),
    paid: kopecksToRubles(totals.paid),
    due: kopecksToRubles(totals.due),
  };
}

export function serializeItem(row: OrderItemRow): OrderItem {
  const line = lineTotals(totalsLine(row));
  return {
    id: row.id,
    kind: row.kind,
    item_id: row.itemId,
    composition_id: row.compositionId,
    name: row.name,
    unit: row.unit,
    price: kopecksToRubles(Number(row.price)),
    quantity: row.quantity,
    discount: apiDiscount(row.discountKind, row.discountValue),
    subtotal: kopecksToRubles(line.subtotal),
    discount_amount: kopecksToRubles(line.discount),
    total: kopecksToRubles(line.total),
  };
}

export function serializeShopperBrief(row: ShopperBrief): OrderShopper {
  return {
    id: row.id,
    type_shopper: String(row.typeShopper) as ShopperType,
    name: shopperName(row),
    phone: row.phone ? formatPhone(row.phone) : '',
    email: row.email,
    is_confirmed: row.confirmedAt !== null,
  };
}

export function serializeDeceased(person: PersonRow, pageId: number | null, companyId: number): Deceased {
  const names = { last_name: person.lastName, first_name: person.firstName, patronymic: person.patronymic };
  return {
    id: person.id,
    ...names,
    full_name: personFullName(names),
    gender: (person.gender as Gender | null) ?? null,
    date_birth: fromStoredDate(person.birthDate, person.birthPrecision),
    date_death: fromStoredDate(person.deathDate, person.deathPrecision),
    burial_place: person.burialPlace,
    memory_page_id: pageId,
    is_company_owned: person.ownerCompanyId === companyId,
  };
}

export function accountName(row: AccountNameParts | null): string {
  return row ? accountDisplayName(row) : '';
}

/** The names of the accounts (by id) in one query, «Фамилия Имя» or their contact. */
export async function accountNamesOf(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      phone: accounts.phone,
    })
    .from(accounts)
    .where(inArray(accounts.id, wanted));
  return new Map(rows.map((row) => [row.id, accountDisplayName(row)]));
}

/** An account as the API names it, or null when there is none (or it is gone). */
export function accountRef(
  id: number | null,
  names: Map<number, string>,
): { id: number; name: string } | null {
  if (id === null) return null;
  const name = names.get(id);
  return name === undefined ? null : { id, name };
}

/** The deal's lines in their order. */
export function itemsOf(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

/** The deal's payments, oldest first, with who recorded them. */
export async function paymentsOf(
  db: Db,
  orderId: number,
): Promise<{ row: OrderPaymentRow; api: OrderPayment }[]> {
  const rows = await db
    .select({ payment: orderPayments, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(orderPayments)
    .leftJoin(accounts, eq(accounts.id, orderPayments.createdBy))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.paidOn), asc(orderPayments.id));
  return rows.map(({ payment, firstName, lastName }) => ({
    row: payment,
    api: serializePayment(
      payment,
      payment.createdBy !== null && firstName !== null
        ? { id: payment.createdBy, name: accountName({ firstName, lastName: lastName ?? '' }) }
        : null,
    ),
  }));
}

export function serializePayment(
  row: OrderPaymentRow,
  createdBy: { id: number; name: string } | null,
): OrderPayment {
  return {
    id: row.id,
    order_id: row.orderId,
    amount: kopecksToRubles(Number(row.amount)),
    paid_on: row.paidOn,
    method: row.method,
    note: row.note,
    created_by: createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** The links of the deals to their deceased, each deal's in their order. */
function deceasedLinksOf(db: Db, orderIds: number[]) {
  return db
    .select({ orderId: orderDeceased.orderId, personId: orderDeceased.personId })
    .from(orderDeceased)
    .where(inArray(orderDeceased.orderId, orderIds))
    .orderBy(asc(orderDeceased.orderId), asc(orderDeceased.position), asc(orderDeceased.createdAt));
}

/** The deceased persons of the deals, each deal's in their order. */
export async function deceasedPersonsOf(
  db: Db,
  orderIds: number[],
): Promise<{ orderId: number; person: PersonRow }[]> {
  if (!orderIds.length) return [];
  const links = await deceasedLinksOf(db, orderIds);
  const people = await personsByIds(
    db,
    links.map((link) => link.personId),
  );
  return links.flatMap(({ orderId, personId }) => {
    const person = people.get(personId);
    return person ? [{ orderId, person }] : [];
  });
}

/** The deceased of the deals, each deal's in their order, with their memory pages. */
export async function deceasedOf(
  db: Db,
  orderIds: number[],
): Promise<{ orderId: number; person: PersonRow; pageId: number | null }[]> {
  if (!orderIds.length) return [];
  const links = await deceasedLinksOf(db, orderIds);
  const personIds = links.map((link) => link.personId);
  const [people, pages] = await Promise.all([personsByIds(db, personIds), pageIdsOfPersons(db, personIds)]);
  return links.flatMap(({ orderId, personId }) => {
    const person = people.get(personId);
    return person ? [{ orderId, person, pageId: pages.get(personId) ?? null }] : [];
  });
}

/** What the journal keeps of a deal: its fields in the API's names, money in rubles, its lines in short. */
export function journalledOrder(row: OrderRow, items: OrderItemRow[]): Record<string, unknown> {
  return {
    number: row.number,
    type_order: row.typeOrder,
    category_order: row.categoryOrder,
    status: row.status,
    shopper_id: row.shopperId,
    responsible_id: row.responsibleId,
    funeral_at: row.funeralAt?.toISOString() ?? null,
    cremation_at: row.cremationAt?.toISOString() ?? null,
    burial_place: row.burialPlace,
    note: row.note,
    discount: apiDiscount(row.discountKind, row.discountValue),
    total: kopecksToRubles(Number(row.total)),
    paid: kopecksToRubles(Number(row.paid)),
    site_request_id: row.siteRequestId,
    items: items.map((item) => ({
      name: item.name,
      price: kopecksToRubles(Number(item.price)),
      quantity: item.quantity,
      discount: apiDiscount(item.discountKind, item.discountValue),
    })),
  };
}
