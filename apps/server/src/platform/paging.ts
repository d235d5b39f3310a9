import type { List } from '@sp/shared/api/common';
import { count } from 'drizzle-orm';

/** What a list call takes (ARCHITECTURE rule 5). */
export type Page = { offset: number; limit: number };

/** The select of a count query: `db.select(COUNT).from(table).where(where)`. */
export const COUNT = { total: count() };

/**
 * A list answer (ARCHITECTURE rule 5): the rows of one page and how many match in all, asked together; `toItems`
 * turns the rows into what the API answers (it may load more, e.g. each item's lines).
 */
export async function listPage<Row, Item = Row>(
  total: PromiseLike<{ total: number | string }[]>,
  rows: PromiseLike<Row[]>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]> = (found) => found as unknown as Item[],
): Promise<List<Item>> {
  const [[counted], found] = await Promise.all([total, rows]);
  return { count: Number(counted?.total ?? 0), results: await toItems(found) };
}
