import type { PortalProductKind } from '@sp/shared/api/portal-products';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { COUNT } from '../../platform/paging';
import { escapeLike, everyWordIn } from '../../platform/sql-text';
import { companies } from '../companies/companies.table';
import { catalogCategories, catalogItems, catalogPhotos, compositions } from './catalog.table';

/**
 * What the administrator's «Продукты портала» (modules/portal-products) reads and writes of the catalog: every
 * company's products, services and compositions as the public catalogue shows them (not archived), and an
 * offer's hidden_at, hidden_reason, hidden_by_account_id. The public side leaves hidden ones out through
 * catalog-views' itemIsOffered and compositionIsOffered.
 */

export type OfferFilter = {
  kinds: readonly PortalProductKind[];
  status?: 'shown' | 'hidden';
  /** words of the name, each somewhere in it (as the public search matches names) */
  words?: string;
  companyId?: number;
  /** a part of the company's name */
  companyName?: string;
  categoryId?: number;
};

export type Offer = {
  kind: PortalProductKind;
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  /** kopecks */
  price: number;
  unit: string;
  category: { id: number; name: string } | null;
  /** the first photo's thumbnail key, none for a composition */
  thumbnailKey: string | null;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenByAccountId: number | null;
};

/** A composition's name as items keep name_key (lower case, ё as е) for the same word matching. */
const compositionNameKey = sql`replace(lower(${compositions.name}), 'ё', 'е')`;

function commonConditions(
  filter: OfferFilter,
  table: { companyId: Column; hiddenAt: Column },
): (SQL | undefined)[] {
  return [
    filter.status === 'hidden' ? isNotNull(table.hiddenAt) : undefined,
    filter.status === 'shown' ? isNull(table.hiddenAt) : undefined,
    filter.companyId !== undefined ? eq(table.companyId, filter.companyId) : undefined,
    filter.companyName
      ? inArray(
          table.companyId,
          new QueryBuilder()
            .select({ id: companies.id })
            .from(companies)
            .where(ilike(companies.name, `%${escapeLike(filter.companyName)}%`)),
        )
      : undefined,
  ];
}

function itemsArm(db: Db, filter: OfferFilter, kinds: ('product' | 'service')[]) {
  return db
    .select({
      kind: sql<PortalProductKind>`${catalogItems.kind}`.as('offer_kind'),
      id: sql<number>`${catalogItems.id}`.as('offer_id'),
      companyId: sql<number>`${catalogItems.companyId}`.as('offer_company_id'),
      createdAt: sql<Date>`${catalogItems.createdAt}`.as('offer_created_at'),
    })
    .from(catalogItems)
    .where(
      and(
        eq(catalogItems.isArchive, false),
        kinds.length === 1 ? eq(catalogItems.kind, kinds[0]) : undefined,
        filter.words ? everyWordIn(catalogItems.nameKey, filter.words) : undefined,
        filter.categoryId !== undefined ? eq(catalogItems.categoryId, filter.categoryId) : undefined,
        ...commonConditions(filter, catalogItems),
      ),
    );
}

function compositionsArm(db: Db, filter: OfferFilter) {
  return db
    .select({
      kind: sql<PortalProductKind>`'composition'`.as('offer_kind'),
      id: sql<number>`${compositions.id}`.as('offer_id'),
      companyId: sql<number>`${compositions.companyId}`.as('offer_company_id'),
      createdAt: sql<Date>`${compositions.createdAt}`.as('offer_created_at'),
    })
    .from(compositions)
    .where(
      and(
        filter.words ? everyWordIn(compositionNameKey, filter.words) : undefined,
        ...commonConditions(filter, compositions),
      ),
    );
}

/**
 * The offers a filter matches as one subquery (kind, id, company, created_at): items and compositions together;
 * null when the filter leaves no table (compositions of a category).
 */
function offersOf(db: Db, filter: OfferFilter) {
  const itemKinds = filter.kinds.filter((kind) => kind !== 'composition');
  // a category belongs to products or services: compositions have none
  const withCompositions = filter.kinds.includes('composition') && filter.categoryId === undefined;
  const items = itemKinds.length ? itemsArm(db, filter, itemKinds) : null;
  const solutions = withCompositions ? compositionsArm(db, filter) : null;
  if (items && solutions) return items.unionAll(solutions).as('offers');
  return (items ?? solutions)?.as('offers') ?? null;
}

/** Described offers of these keys, in the keys' order. */
async function describe(db: Db, keys: { kind: PortalProductKind; id: number }[]): Promise<Offer[]> {
  const itemIds = keys.filter((key) => key.kind !== 'composition').map((key) => key.id);
  const compositionIds = keys.filter((key) => key.kind === 'composition').map((key) => key.id);
  const [items, solutions, photos] = await Promise.all([
    itemIds.length
      ? db
          .select({
            item: catalogItems,
            companyName: companies.name,
            category: { id: catalogCategories.id, name: catalogCategories.name },
          })
          .from(catalogItems)
          .innerJoin(companies, eq(companies.id, catalogItems.companyId))
          .leftJoin(catalogCategories, eq(catalogCategories.id, catalogItems.categoryId))
          .where(inArray(catalogItems.id, itemIds))
      : [],
    compositionIds.length
      ? db
          .select({ composition: compositions, companyName: companies.name })
          .from(compositions)
          .innerJoin(companies, eq(companies.id, compositions.companyId))
          .where(inArray(compositions.id, compositionIds))
      : [],
    itemIds.length
      ? db
          .select({ itemId: catalogPhotos.itemId, key: catalogPhotos.thumbnailKey })
          .from(catalogPhotos)
          .where(inArray(catalogPhotos.itemId, itemIds))
          .orderBy(asc(catalogPhotos.position), asc(catalogPhotos.id))
      : [],
  ]);
  const firstPhoto = new Map<number, string>();
  for (const photo of photos) if (!firstPhoto.has(photo.itemId)) firstPhoto.set(photo.itemId, photo.key);
  return keys.flatMap((key): Offer[] => {
    if (key.kind === 'composition') {
      const found = solutions.find((row) => row.composition.id === key.id);
      if (!found) return [];
      const row = found.composition;
      return [
        {
          kind: 'composition',
          id: row.id,
          companyId: row.companyId,
          companyName: found.companyName,
          name: row.name,
          price: Number(row.price),
          unit: '',
          category: null,
          thumbnailKey: null,
          createdAt: row.createdAt,
          hiddenAt: row.hiddenAt,
          hiddenReason: row.hiddenReason,
          hiddenByAccountId: row.hiddenByAccountId,
        },
      ];
    }
    const found = items.find((row) => row.item.id === key.id && row.item.kind === key.kind);
    if (!found) return [];
    const row = found.item;
    return [
      {
        kind: row.kind,
        id: row.id,
        companyId: row.companyId,
        companyName: found.companyName,
        name: row.name,
        price: Number(row.price),
        unit: row.unit,
        category: found.category?.id ? found.category : null,
        thumbnailKey: firstPhoto.get(row.id) ?? null,
        createdAt: row.createdAt,
        hiddenAt: row.hiddenAt,
        hiddenReason: row.hiddenReason,
        hiddenByAccountId: row.hiddenByAccountId,
      },
    ];
  });
}

/**
 * One page of every company's offers the filter matches, newest first (each table walked backwards by its
 * created_at index and the two merged), and how many match in all.
 */
export async function portalOffersPage(
  db: Db,
  filter: OfferFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; offers: Offer[] }> {
  const offers = offersOf(db, filter);
  if (!offers) return { count: 0, offers: [] };
  const [[counted], keys] = await Promise.all([
    db.select(COUNT).from(offers),
    db
      .select({ kind: offers.kind, id: offers.id })
      .from(offers)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { count: Number(counted?.total ?? 0), offers: await describe(db, keys) };
}

/** One offer by kind and id, or null. */
export async function portalOffer(db: Db, kind: PortalProductKind, id: number): Promise<Offer | null> {
  return (await describe(db, [{ kind, id }]))[0] ?? null;
}

/**
 * Locks an offer's row in the caller's transaction and reads what its moderation needs, or null when there is
 * no such offer.
 */
export async function lockOffer(
  tx: Db,
  kind: PortalProductKind,
  id: number,
): Promise<{ companyId: number; name: string; hiddenAt: Date | null; hiddenReason: string | null } | null> {
  const columns = (table: typeof catalogItems | typeof compositions) => ({
    companyId: table.companyId,
    name: table.name,
    hiddenAt: table.hiddenAt,
    hiddenReason: table.hiddenReason,
  });
  const [row] =
    kind === 'composition'
      ? await tx.select(columns(compositions)).from(compositions).where(eq(compositions.id, id)).for('update')
      : await tx
          .select(columns(catalogItems))
          .from(catalogItems)
          .where(and(eq(catalogItems.id, id), eq(catalogItems.kind, kind)))
          .for('update');
  return row ?? null;
}

/** Hides an offer (the administrator and the reason) or, with null, brings it back; in the caller's transaction. */
export async function setOfferHidden(
  tx: Db,
  kind: PortalProductKind,
  id: number,
  hiding: { adminId: number; reason: string } | null,
): Promise<void> {
  const values = {
    hiddenAt: hiding ? new Date() : null,
    hiddenReason: hiding?.reason ?? null,
    hiddenByAccountId: hiding?.adminId ?? null,
  };
  if (kind === 'composition') await tx.update(compositions).set(values).where(eq(compositions.id, id));
  else await tx.update(catalogItems).set(values).where(eq(catalogItems.id, id));
}
