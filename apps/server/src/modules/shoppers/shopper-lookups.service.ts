import { and, eq, getTableColumns, ilike, inArray, or, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bound, type StatementValues } from '../../platform/statement-shapes';
import { serializeShopper } from './shoppers.service';
import { type ShopperRow, shoppers } from './shoppers.table';

/** The clients as other modules' queries join them (the deals list): the shoppers module's read view. */
export const shoppersView = new QueryBuilder().select().from(shoppers).as('shoppers');

/** What a list shows of a client (the deals list): its name, phone, e-mail and whether it is confirmed. */
export const SHOPPER_BRIEF = [
  'id',
  'typeShopper',
  'legalName',
  'lastName',
  'firstName',
  'patronymic',
  'phone',
  'email',
  'confirmedAt',
] as const satisfies readonly (keyof ShopperRow)[];
export type ShopperBrief = Pick<ShopperRow, (typeof SHOPPER_BRIEF)[number]>;

/** The brief of a client of the view, to select it as a row: `{ shopper: shoppersViewBriefColumns }`. */
export const shoppersViewBriefColumns = Object.fromEntries(
  SHOPPER_BRIEF.map((key) => [key, shoppersView[key]]),
) as { [Key in (typeof SHOPPER_BRIEF)[number]]: (typeof shoppersView)[Key] };

/** A whole client of the view, to select it as a row: `{ shopper: shoppersViewColumns }`. */
export const shoppersViewColumns = Object.fromEntries(
  Object.keys(getTableColumns(shoppers)).map((key) => [key, shoppersView[key as keyof ShopperRow]]),
) as { [Key in keyof ShopperRow]: (typeof shoppersView)[Key] };

/**
 * The name (ФИО or the entity's name) and the formatted phone of the clients (by id) in one query: what another
 * module's list shows of a deal's client (the burial register). A plain query over the caller's `db`.
 */
export async function shopperContactsOf(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, { name: string; phone: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(shoppers).where(inArray(shoppers.id, wanted));
  return new Map(
    rows.map((row) => {
      const { name, phone } = serializeShopper(row, 0);
      return [row.id, { name, phone }];
    }),
  );
}

/** The company's client, or null: a deal checks the client it is given. */
export async function findShopper(db: Db, companyId: number, id: number): Promise<ShopperRow | null> {
  const [row] = await db
    .select()
    .from(shoppers)
    .where(and(eq(shoppers.id, id), eq(shoppers.companyId, companyId)));
  return row ?? null;
}

/** The clients (by id) in one query; the caller's ids come from its company's records. */
export async function shoppersByIds(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, ShopperRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(shoppers).where(inArray(shoppers.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A subquery of the ids of the company's clients whose phone holds these digits (typed with the trunk prefix,
 * 8 903 …, a stored number starting 7903… matches too): the deals' search by the client's phone. With `values`,
 * the digits are the statement's placeholders (platform/statement-shapes.ts).
 */
export function shopperIdsByPhone(
  db: Db,
  companyId: number | SQLWrapper,
  digits: string,
  values?: StatementValues,
) {
  const phones = [ilike(shoppers.phone, bound(values, 'phone', `%${digits}%`))];
  if (digits.startsWith('8'))
    phones.push(ilike(shoppers.phone, bound(values, 'phone', `7${digits.slice(1)}%`)));
  return db
    .select({ id: shoppers.id })
    .from(shoppers)
    .where(and(eq(shoppers.companyId, companyId), or(...phones)));
}

/** A subquery of the ids of the clients linked to the account, at every company: the client's own deals. */
export function shopperIdsOfAccount(db: Db, accountId: number) {
  return db.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.accountId, accountId));
}
