import type { CatalogKind } from '@sp/shared/api/catalog';
import { and, asc, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { escapeLike } from '../../platform/sql-text';
import { catalogItemsView, catalogItemWordsView, catalogWordsView } from '../catalog/catalog-views.service';

/**
 * How many of the catalog's words that contain the typed one are walked at most; beyond that (a word of one
 * or two letters, a common syllable) the caller sorts the matches as before.
 */
export const MAX_WALKED_WORDS = 24;

/** The word of a search to walk by: the longest (usually the rarest); none under three letters. */
export function wordToWalk(words: string[]): string | null {
  const longest = words.reduce((found, word) => (word.length > found.length ? word : found), '');
  return longest.length >= 3 ? longest : null;
}

type WalkedPage = {
  kind: CatalogKind;
  word: string;
  /** every condition of the search on catalogItemsView (its other words, category, price, company pages) */
  where: SQL | undefined;
  descending: boolean;
  limit: number;
  offset: number;
};

/**
 * One page of the items whose names have a word containing `word`, in name order, as the subquery `chosen` of
 * their ids (`chosen_id`): for each catalog word that contains it, that word's items are walked in name order through
 * catalog_item_words_order_idx and only the first offset + limit that meet `where` are taken; the union of
 * those short runs holds the page. A common word (30,000 products) costs a few dozen rows instead of sorting
 * all its matches. Null when too many catalog words contain it.
 */
export async function itemsPageByWord(db: Db, page: WalkedPage) {
  const words = await db
    .select({ word: catalogWordsView.word })
    .from(catalogWordsView)
    .where(like(catalogWordsView.word, `%${escapeLike(page.word)}%`))
    .limit(MAX_WALKED_WORDS + 1);
  if (words.length > MAX_WALKED_WORDS) return null;
  const order = page.descending ? desc : asc;
  const run = (word: string) =>
    db
      .select({
        id: sql<number>`${catalogItemWordsView.itemId}`.as('chosen_id'),
        nameKey: sql<string>`${catalogItemWordsView.nameKey}`.as('chosen_name'),
      })
      .from(catalogItemWordsView)
      .innerJoin(catalogItemsView, eq(catalogItemsView.id, catalogItemWordsView.itemId))
      .where(and(eq(catalogItemWordsView.word, word), eq(catalogItemWordsView.kind, page.kind), page.where))
      .orderBy(order(catalogItemWordsView.nameKey), order(catalogItemWordsView.itemId))
      .limit(page.offset + page.limit);
  // no catalog word contains it: a run of a word no item has finds nothing, as it should
  const runs = words.length ? words.map((row) => run(row.word)) : [run(page.word)];
  const found = (runs.length === 1 ? runs[0] : union(runs[0], runs[1], ...runs.slice(2))).as('found');
  return db
    .select({ id: found.id })
    .from(found)
    .orderBy(order(found.nameKey), order(found.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('chosen');
}
