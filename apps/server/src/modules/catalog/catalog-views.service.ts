import { and, eq, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  catalogCategories,
  catalogItems,
  catalogItemWords,
  catalogPhotos,
  catalogWords,
  compositionItems,
  compositions,
} from './catalog.table';

// What other modules' queries read of the catalog (the public search, a company page's popular items): the
// catalog module's read views, so they never name its tables. PostgreSQL merges them into their query (the plan
// of a join).

import { notHidden } from './catalog.common';

export { filterKopecks } from './catalog.common';

const query = new QueryBuilder();

/**
 * Products and services: prices in kopecks; what the public may see of them is itemIsOffered (the caller's
 * condition).
 */
export const catalogItemsView = query
  .select({
    id: catalogItems.id,
    companyId: catalogItems.companyId,
    kind: catalogItems.kind,
    categoryId: catalogItems.categoryId,
    name: catalogItems.name,
    nameKey: catalogItems.nameKey,
    unit: catalogItems.unit,
    price: catalogItems.price,
    isArchive: catalogItems.isArchive,
    hiddenAt: catalogItems.hiddenAt,
  })
  .from(catalogItems)
  .as('catalog_items');

/**
 * The one condition of a product or service the public may see (the search, a company's page, the cart): not
 * archived by its company and not hidden by an administrator. Hidden rows are rare: the public indexes lead with
 * is_archive and hidden_at is checked on the rows they give (catalog.common.ts notHidden: how the planner reads it).
 */
export const itemIsOffered: SQL = and(
  eq(catalogItemsView.isArchive, false),
  notHidden(catalogItemsView.hiddenAt),
) as SQL;

/** The distinct words of active items' names (the search finds which contain what was typed). */
export const catalogWordsView = query
  .select({ word: catalogWords.word })
  .from(catalogWords)
  .as('catalog_words');

/** Each word of each active item's name, with its kind and name_key (walked in name order for one word). */
export const catalogItemWordsView = query
  .select({
    word: catalogItemWords.word,
    itemId: catalogItemWords.itemId,
    kind: catalogItemWords.kind,
    nameKey: catalogItemWords.nameKey,
  })
  .from(catalogItemWords)
  .as('catalog_item_words');

export const catalogCategoriesView = query
  .select({ id: catalogCategories.id, name: catalogCategories.name })
  .from(catalogCategories)
  .as('catalog_categories');

/** Photos of products and services, in display order (position, id). */
export const catalogPhotosView = query
  .select({
    id: catalogPhotos.id,
    itemId: catalogPhotos.itemId,
    thumbnailKey: catalogPhotos.thumbnailKey,
    position: catalogPhotos.position,
  })
  .from(catalogPhotos)
  .as('catalog_photos');

/** Ready-made solutions: prices in kopecks. */
export const compositionsView = query
  .select({
    id: compositions.id,
    companyId: compositions.companyId,
    name: compositions.name,
    price: compositions.price,
    hiddenAt: compositions.hiddenAt,
  })
  .from(compositions)
  .as('compositions');

/** The one condition of a ready-made solution the public may see: not hidden by an administrator. */
export const compositionIsOffered: SQL = notHidden(compositionsView.hiddenAt);

/** The lines of the ready-made solutions. */
export const compositionItemsView = query
  .select({
    id: compositionItems.id,
    compositionId: compositionItems.compositionId,
    itemId: compositionItems.itemId,
    count: compositionItems.count,
  })
  .from(compositionItems)
  .as('composition_items');
