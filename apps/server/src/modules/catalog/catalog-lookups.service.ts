import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notHidden } from './catalog.common';
import { type CatalogItemRow, catalogCategories, catalogItems, compositions } from './catalog.table';

export type { CatalogItemRow } from './catalog.table';

/**
 * What other modules read of a company's catalog by id: the products, services and compositions a deal's lines
 * or a site request's cart copy (name, unit, price in kopecks), and which companies offer evacuation. Plain
 * queries over the caller's `db` (or transaction).
 */

export type CompositionRow = typeof compositions.$inferSelect;

/**
 * The company's products and services of these ids; `offeredOnly` keeps what the public may see (not archived,
 * not hidden by an administrator: the cart).
 */
export function companyItemsByIds(
  db: Db,
  companyId: number,
  ids: readonly number[],
  options: { offeredOnly?: boolean } = {},
): Promise<CatalogItemRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(catalogItems)
    .where(
      and(
        eq(catalogItems.companyId, companyId),
        options.offeredOnly
          ? and(eq(catalogItems.isArchive, false), notHidden(catalogItems.hiddenAt))
          : undefined,
        inArray(catalogItems.id, [...ids]),
      ),
    );
}

/** The company's compositions of these ids; `offeredOnly` leaves out those an administrator hid (the cart). */
export function companyCompositionsByIds(
  db: Db,
  companyId: number,
  ids: readonly number[],
  options: { offeredOnly?: boolean } = {},
): Promise<CompositionRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(compositions)
    .where(
      and(
        eq(compositions.companyId, companyId),
        options.offeredOnly ? notHidden(compositions.hiddenAt) : undefined,
        inArray(compositions.id, [...ids]),
      ),
    );
}

/**
 * A subquery of the ids of the companies that offer evacuation: an active (not archived) service of their own
 * in a public service category an administrator marked is_urgent_evacuation.
 */
export function evacuationCompanyIds(db: Db) {
  return db
    .select({ id: catalogItems.companyId })
    .from(catalogItems)
    .innerJoin(catalogCategories, eq(catalogCategories.id, catalogItems.categoryId))
    .where(
      and(
        eq(catalogItems.kind, 'service'),
        eq(catalogItems.isArchive, false),
        notHidden(catalogItems.hiddenAt),
        eq(catalogCategories.kind, 'service'),
        isNull(catalogCategories.companyId),
        eq(catalogCategories.isUrgentEvacuation, true),
      ),
    );
}
