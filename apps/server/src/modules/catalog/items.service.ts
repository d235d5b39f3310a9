import {
  CATALOG_MSG,
  type CatalogItem,
  type CatalogItemBody,
  type CatalogItemsQuery,
  type CatalogKind,
  MAX_PHOTOS,
} from '@sp/shared/api/catalog';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { and, asc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrl, newStorageKey, type Storage } from '../../platform/storage';
import { findOwned } from '../../platform/tenant';
import { filterKopecks, hiddenOf, orderBy } from './catalog.common';
import {
  type CatalogItemRow,
  catalogCategories,
  catalogItems,
  catalogPhotos,
  compositionItems,
  compositions,
} from './catalog.table';
import { assertUsableCategory } from './categories.service';

const MODEL: Record<CatalogKind, string> = { product: 'Product', service: 'Service' };
const PHOTO_SIDE = 1600;
const THUMBNAIL_SIDE = 400;

/** What the journal records of a product or service. */
function journalled(row: CatalogItemRow) {
  return {
    name: row.name,
    description: row.description,
    article: row.article,
    unit: row.unit,
    price: row.price,
    category_id: row.categoryId,
    is_archive: row.isArchive,
  };
}

/** A company's products and services (one shape, told apart by kind), with photos and archive. */
export function createCatalogItemsService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  const own = (companyId: number, kind: CatalogKind, id: number) =>
    findOwned(db, catalogItems, companyId, id, eq(catalogItems.kind, kind));

  async function describe(rows: CatalogItemRow[]): Promise<CatalogItem[]> {
    if (!rows.length) return [];
    const categoryIds = [...new Set(rows.map((row) => row.categoryId).filter((id) => id !== null))];
    const categories = categoryIds.length
      ? await db
          .select({ id: catalogCategories.id, name: catalogCategories.name })
          .from(catalogCategories)
          .where(inArray(catalogCategories.id, categoryIds))
      : [];
    const photos = await db
      .select()
      .from(catalogPhotos)
      .where(
        inArray(
          catalogPhotos.itemId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(catalogPhotos.position), asc(catalogPhotos.id));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      description: row.description,
      article: row.article,
      unit: row.unit,
      price: kopecksToRubles(row.price),
      category_id: row.categoryId,
      category: categories.find((category) => category.id === row.categoryId) ?? null,
      is_archive: row.isArchive,
      hidden: hiddenOf(row),
      photos: photos
        .filter((photo) => photo.itemId === row.id)
        .map((photo) => ({
          id: photo.id,
          image: mediaUrl(photo.key),
          thumbnail: mediaUrl(photo.thumbnailKey),
          position: photo.position,
        })),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function describeOne(row: CatalogItemRow): Promise<CatalogItem> {
    return (await describe([row]))[0];
  }

  function fields(input: CatalogItemBody) {
    return {
      name: input.name,
      description: input.description,
      article: input.article,
      unit: input.unit,
      price: rublesToKopecks(input.price),
      categoryId: input.category_id,
    };
  }

  async function setArchive(
    companyId: number,
    accountId: number,
    kind: CatalogKind,
    id: number,
    isArchive: boolean,
  ): Promise<CatalogItem> {
    const before = await own(companyId, kind, id);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(catalogItems)
        .set({ isArchive, updatedAt: new Date() })
        .where(eq(catalogItems.id, id))
        .returning();
      await recordAudit(tx, {
        companyId,
        accountId,
        model: MODEL[kind],
        recordId: id,
        action: 'update',
        before: { is_archive: before.isArchive },
        after: { is_archive: isArchive },
      });
      return updated;
    });
    return describeOne(row);
  }

  return {
    async list(
      companyId: number,
      kind: CatalogKind,
      query: CatalogItemsQuery,
    ): Promise<{ results: CatalogItem[]; count: number }> {
      const where = and(
        eq(catalogItems.companyId, companyId),
        eq(catalogItems.kind, kind),
        eq(catalogItems.isArchive, query.is_archive === 'true'),
        query.name ? ilike(catalogItems.name, `%${escapeLike(query.name)}%`) : undefined,
        query.cat_id !== undefined ? eq(catalogItems.categoryId, query.cat_id) : undefined,
        query.price_gte !== undefined ? gte(catalogItems.price, filterKopecks(query.price_gte)) : undefined,
        query.price_lte !== undefined ? lte(catalogItems.price, filterKopecks(query.price_lte)) : undefined,
      );
      return listPage(
        db.select(COUNT).from(catalogItems).where(where),
        db
          .select()
          .from(catalogItems)
          .where(where)
          .orderBy(
            ...orderBy(
              query.sort,
              { name: catalogItems.name, price: catalogItems.price, created_at: catalogItems.createdAt },
              catalogItems.id,
            ),
          )
          .offset(query.offset)
          .limit(query.limit),
        describe,
      );
    },

    async get(companyId: number, kind: CatalogKind, id: number): Promise<CatalogItem> {
      return describeOne(await own(companyId, kind, id));
    },

    async create(
      companyId: number,
      accountId: number,
      kind: CatalogKind,
      input: CatalogItemBody,
    ): Promise<CatalogItem> {
      await assertUsableCategory(db, companyId, kind, input.category_id);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(catalogItems)
          .values({ companyId, kind, ...fields(input) })
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: MODEL[kind],
          recordId: created.id,
          action: 'create',
          after: journalled(created),
        });
        return created;
      });
      return describeOne(row);
    },

    async update(
      companyId: number,
      accountId: number,
      kind: CatalogKind,
      id: number,
      input: CatalogItemBody,
    ): Promise<CatalogItem> {
      const before = await own(companyId, kind, id);
      await assertUsableCategory(db, companyId, kind, input.category_id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(catalogItems)
          .set({ ...fields(input), updatedAt: new Date() })
          .where(eq(catalogItems.id, id))
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: MODEL[kind],
          recordId: id,
          action: 'update',
          before: journalled(before),
          after: journalled(updated),
        });
        return updated;
      });
      return describeOne(row);
    },

    archive: (companyId: number, accountId: number, kind: CatalogKind, id: number) =>
      setArchive(companyId, accountId, kind, id, true),
    restore: (companyId: number, accountId: number, kind: CatalogKind, id: number) =>
      setArchive(companyId, accountId, kind, id, false),

    /** Deletes for good, with its photos; one that is part of a composition must be archived instead. */
    async remove(companyId: number, accountId: number, kind: CatalogKind, id: number): Promise<void> {
      const before = await own(companyId, kind, id);
      const [usedIn] = await db
        .select({ name: compositions.name })
        .from(compositionItems)
        .innerJoin(compositions, eq(compositions.id, compositionItems.compositionId))
        .where(eq(compositionItems.itemId, id))
        .limit(1);
      if (usedIn) throw conflict(CATALOG_MSG.itemInComposition(kind, usedIn.name));
      const photos = await db.select().from(catalogPhotos).where(eq(catalogPhotos.itemId, id));
      await db.transaction(async (tx) => {
        await tx.delete(catalogItems).where(eq(catalogItems.id, id));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: MODEL[kind],
          recordId: id,
          action: 'delete',
          before: journalled(before),
        });
      });
      for (const photo of photos) {
        await storage.remove(photo.key);
        await storage.remove(photo.thumbnailKey);
      }
    },

    /** Checks the bytes are an image, re-encodes it (at most 1600 px) and makes a 400 px thumbnail. */
    async addPhoto(
      companyId: number,
      accountId: number,
      kind: CatalogKind,
      id: number,
      data: Buffer,
    ): Promise<CatalogItem> {
      const item = await own(companyId, kind, id);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(catalogPhotos)
        .where(eq(catalogPhotos.itemId, id));
      if (Number(total) >= MAX_PHOTOS) throw fieldError('photo', CATALOG_MSG.tooManyPhotos);
      const image = await processImage(data, { maxSide: PHOTO_SIDE, field: 'photo' });
      const thumbnail = await processImage(image.data, { maxSide: THUMBNAIL_SIDE, field: 'photo' });
      const key = newStorageKey('catalog', image.extension);
      const thumbnailKey = newStorageKey('catalog', thumbnail.extension);
      await storage.put(key, image.data);
      await storage.put(thumbnailKey, thumbnail.data);
      try {
        await db.transaction(async (tx) => {
          const [{ next }] = await tx
            .select({ next: sql<number>`coalesce(max(${catalogPhotos.position}) + 1, 0)::int` })
            .from(catalogPhotos)
            .where(eq(catalogPhotos.itemId, id));
          const [photo] = await tx
            .insert(catalogPhotos)
            .values({ itemId: id, key, thumbnailKey, position: Number(next) })
            .returning();
          await tx.update(catalogItems).set({ updatedAt: new Date() }).where(eq(catalogItems.id, id));
          await recordAudit(tx, {
            companyId,
            accountId,
            model: `${MODEL[kind]}Photo`,
            recordId: photo.id,
            action: 'create',
            after: { item_id: id, image: key },
          });
        });
      } catch (error) {
        await storage.remove(key);
        await storage.remove(thumbnailKey);
        throw error;
      }
      return describeOne(item);
    },

    async removePhoto(
      companyId: number,
      accountId: number,
      kind: CatalogKind,
      id: number,
      photoId: number,
    ): Promise<CatalogItem> {
      const item = await own(companyId, kind, id);
      const [photo] = await db
        .select()
        .from(catalogPhotos)
        .where(and(eq(catalogPhotos.id, photoId), eq(catalogPhotos.itemId, id)));
      if (!photo) throw notFound();
      await db.transaction(async (tx) => {
        await tx.delete(catalogPhotos).where(eq(catalogPhotos.id, photoId));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: `${MODEL[kind]}Photo`,
          recordId: photoId,
          action: 'delete',
          before: { item_id: id, image: photo.key },
        });
      });
      await storage.remove(photo.key);
      await storage.remove(photo.thumbnailKey);
      return describeOne(item);
    },
  };
}

export type CatalogItemsService = ReturnType<typeof createCatalogItemsService>;
