import type { CatalogKind } from '@sp/shared/api/catalog';
import { and, asc, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../platform/sql-text';
import { bound, type StatementValues } from '../../platform/statement-shapes';
import { catalogItemsView, catalogItemWordsView, catalogWordsView } from '../catalog/catalog-views.service';

/** The word of a search to walk by: the longest (usually the rarest); none under three letters. */
export function wordToWalk(words: string[]): string | null {
  const longest = words.reduce((found, word) => (word.length > found.length ? word : found), '');
  return longest.length >= 3 ? longest : null;
}

type WalkedPage = {
  kind: CatalogKind;
  word: string;
  /** the search's conditions on catalogItemsView but its words (category, price, company pages) */
  where: SQL | undefined;
  /** every typed word, on catalogItemWordsView's name_key: checked in the index's own rows as they are walked */
  words: SQL | undefined;
  descending: boolean;
  limit: number;
  offset: number;
};

/**
 * One page of the items whose names have a word containing `word`, in name order, as the subquery `chosen` of
 * their ids (`chosen_id`): for each catalog word that contains it (a trigram lookup in catalog_words), that
 * word's items are walked in name order through catalog_item_words_order_idx, and only the first offset + limit
 * that meet `where` are taken (a lateral join); those short runs together hold the page. A common word (30,000
 * products) costs a few dozen rows instead of sorting all its matches. With `values`, the word, kind and page
 * are the statement's placeholders (platform/statement-shapes.ts).
 */
export function itemsPageByWord(db: Db, page: WalkedPage, values?: StatementValues) {
  const order = page.descending ? desc : asc;
  const words = db
    .select({ word: sql<string>`${catalogWordsView.word}`.as('walked_word') })
    .from(catalogWordsView)
    .where(like(catalogWordsView.word, bound(values, 'walk', `%${escapeLike(page.word)}%`)))
    .as('words');
  const run = db
    .select({
      id: sql<number>`${catalogItemWordsView.itemId}`.as('run_id'),
      nameKey: sql<string>`${catalogItemWordsView.nameKey}`.as('run_name'),
    })
    .from(catalogItemWordsView)
    .innerJoin(catalogItemsView, eq(catalogItemsView.id, catalogItemWordsView.itemId))
    .where(
      and(
        eq(catalogItemWordsView.word, words.word),
        eq(catalogItemWordsView.kind, bound(values, 'kind', page.kind)),
        page.words,
        page.where,
      ),
    )
    .orderBy(order(catalogItemWordsView.nameKey), order(catalogItemWordsView.itemId))
    .limit(bound(values, 'run', page.offset + page.limit))
    .as('run');
  // an item with two such words comes in two runs: distinct keeps one
  const found = db
    .selectDistinct({
      id: sql<number>`${run.id}`.as('found_id'),
      nameKey: sql<string>`${run.nameKey}`.as('found_name'),
    })
    .from(words)
    .innerJoinLateral(run, sql`true`)
    .as('found');
  return db
    .select({ id: sql<number>`${found.id}`.as('chosen_id') })
    .from(found)
    .orderBy(order(found.nameKey), order(found.id))
    .limit(bound(values, 'limit', page.limit))
    .offset(bound(values, 'offset', page.offset))
    .as('chosen');
}
