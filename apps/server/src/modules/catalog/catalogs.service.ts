import { CATALOG_MSG, type Catalog } from '@sp/shared/api/catalog';
import { kopecksToRubles } from '@sp/shared/format/money';
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { findOwned } from '../../platform/tenant';
import { catalogEntries, catalogItems, catalogs } from './catalog.table';

type CatalogRow = typeof catalogs.$inferSelect;
type CatalogInput = { name: string; description: string; product_ids: number[]; service_ids: number[] };

/** Named collections of a company's products and services (/app/catalogs). */
export function createCatalogsService(db: Db) {
  const own = (companyId: number, id: number) => findOwned(db, catalogs, companyId, id);

  async function assertOwnItems(
    companyId: number,
    kind: 'product' | 'service',
    ids: number[],
    field: string,
  ): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const found = await db
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .where(
        and(
          eq(catalogItems.companyId, companyId),
          eq(catalogItems.kind, kind),
          inArray(catalogItems.id, unique),
        ),
      );
    if (found.length !== unique.length) throw fieldError(field, CATALOG_MSG.itemNotFound);
    return unique;
  }

  async function describe(rows: CatalogRow[]): Promise<Catalog[]> {
    if (!rows.length) return [];
    const entries = await db
      .select({ catalogId: catalogEntries.catalogId, item: catalogItems })
      .from(catalogEntries)
      .innerJoin(catalogItems, eq(catalogItems.id, catalogEntries.itemId))
      .where(
        inArray(
          catalogEntries.catalogId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(catalogItems.name), asc(catalogItems.id));
    const short = (kind: string, catalogId: number) =>
      entries
        .filter((entry) => entry.catalogId === catalogId && entry.item.kind === kind)
        .map(({ item }) => ({ id: item.id, name: item.name, price: kopecksToRubles(item.price) }));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      products: short('product', row.id),
      services: short('service', row.id),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function itemIds(catalogId: number): Promise<number[]> {
    const rows = await db
      .select({ itemId: catalogEntries.itemId })
      .from(catalogEntries)
      .where(eq(catalogEntries.catalogId, catalogId))
      .orderBy(asc(catalogEntries.itemId));
    return rows.map((row) => row.itemId);
  }

  async function validated(companyId: number, input: CatalogInput): Promise<number[]> {
    const products = await assertOwnItems(companyId, 'product', input.product_ids, 'product_ids');
    const services = await assertOwnItems(companyId, 'service', input.service_ids, 'service_ids');
    return [...products, ...services].sort((a, b) => a - b);
  }

  return {
    async list(
      companyId: number,
      query: { offset: number; limit: number; name?: string },
    ): Promise<{ results: Catalog[]; count: number }> {
      const where = and(
        eq(catalogs.companyId, companyId),
        query.name ? ilike(catalogs.name, `%${escapeLike(query.name)}%`) : undefined,
      );
      return listPage(
        db.select(COUNT).from(catalogs).where(where),
        db
          .select()
          .from(catalogs)
          .where(where)
          .orderBy(desc(catalogs.createdAt), desc(catalogs.id))
          .offset(query.offset)
          .limit(query.limit),
        describe,
      );
    },

    async get(companyId: number, id: number): Promise<Catalog> {
      return (await describe([await own(companyId, id)]))[0];
    },

    async create(companyId: number, accountId: number, input: CatalogInput): Promise<Catalog> {
      const items = await validated(companyId, input);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(catalogs)
          .values({ companyId, name: input.name, description: input.description })
          .returning();
        if (items.length) {
          await tx.insert(catalogEntries).values(items.map((itemId) => ({ catalogId: created.id, itemId })));
        }
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Catalog',
          recordId: created.id,
          action: 'create',
          after: { name: input.name, description: input.description, item_ids: items },
        });
        return created;
      });
      return (await describe([row]))[0];
    },

    async update(companyId: number, accountId: number, id: number, input: CatalogInput): Promise<Catalog> {
      const before = await own(companyId, id);
      const beforeItems = await itemIds(id);
      const items = await validated(companyId, input);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(catalogs)
          .set({ name: input.name, description: input.description, updatedAt: new Date() })
          .where(eq(catalogs.id, id))
          .returning();
        await tx.delete(catalogEntries).where(eq(catalogEntries.catalogId, id));
        if (items.length) {
          await tx.insert(catalogEntries).values(items.map((itemId) => ({ catalogId: id, itemId })));
        }
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Catalog',
          recordId: id,
          action: 'update',
          before: { name: before.name, description: before.description, item_ids: beforeItems },
          after: { name: input.name, description: input.description, item_ids: items },
        });
        return updated;
      });
      return (await describe([row]))[0];
    },

    async remove(companyId: number, accountId: number, id: number): Promise<void> {
      const before = await own(companyId, id);
      await db.transaction(async (tx) => {
        await tx.delete(catalogs).where(eq(catalogs.id, id));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Catalog',
          recordId: id,
          action: 'delete',
          before: { name: before.name, description: before.description },
        });
      });
    },
  };
}

export type CatalogsService = ReturnType<typeof createCatalogsService>;
