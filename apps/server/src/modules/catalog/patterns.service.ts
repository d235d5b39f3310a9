import {
  CATALOG_MSG,
  type CatalogKind,
  type PatternCategory,
  type PatternItem,
} from '@sp/shared/api/catalog';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { catalogCategories, catalogItems, patternCategories, patternItems } from './catalog.table';

type PatternCategoryRow = typeof patternCategories.$inferSelect;
type PatternItemRow = typeof patternItems.$inferSelect;
type PatternItemInput = {
  category_id: number;
  name: string;
  description: string;
  unit: string;
  price: number;
};

function toItem(row: PatternItemRow, kind: CatalogKind): PatternItem {
  return {
    id: row.id,
    kind,
    category_id: row.categoryId,
    name: row.name,
    description: row.description,
    unit: row.unit,
    price: kopecksToRubles(row.price),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Catalog templates (/app/patterns): categories with products or services, maintained by administrators.
 * A company copies chosen categories (with everything in them) or single items into its own catalog.
 */
export function createPatternsService(db: Db) {
  async function category(id: number): Promise<PatternCategoryRow> {
    const [row] = await db.select().from(patternCategories).where(eq(patternCategories.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function describe(rows: PatternCategoryRow[]): Promise<PatternCategory[]> {
    if (!rows.length) return [];
    const items = await db
      .select()
      .from(patternItems)
      .where(
        inArray(
          patternItems.categoryId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(patternItems.name), asc(patternItems.id));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      items: items.filter((item) => item.categoryId === row.id).map((item) => toItem(item, row.kind)),
      created_at: row.createdAt.toISOString(),
    }));
  }

  async function itemWithKind(id: number): Promise<{ item: PatternItemRow; kind: CatalogKind }> {
    const [row] = await db
      .select({ item: patternItems, kind: patternCategories.kind })
      .from(patternItems)
      .innerJoin(patternCategories, eq(patternCategories.id, patternItems.categoryId))
      .where(eq(patternItems.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function assertCategory(id: number): Promise<PatternCategoryRow> {
    const [row] = await db.select().from(patternCategories).where(eq(patternCategories.id, id));
    if (!row) throw fieldError('category_id', CATALOG_MSG.categoryNotFound);
    return row;
  }

  const itemFields = (input: PatternItemInput) => ({
    categoryId: input.category_id,
    name: input.name,
    description: input.description,
    unit: input.unit,
    price: rublesToKopecks(input.price),
  });

  return {
    async listCategories(query: { offset: number; limit: number; kind?: CatalogKind; name?: string }) {
      const where = and(
        query.kind ? eq(patternCategories.kind, query.kind) : undefined,
        query.name ? ilike(patternCategories.name, `%${escapeLike(query.name)}%`) : undefined,
      );
      return listPage(
        db.select(COUNT).from(patternCategories).where(where),
        db
          .select()
          .from(patternCategories)
          .where(where)
          .orderBy(asc(patternCategories.kind), asc(patternCategories.name), asc(patternCategories.id))
          .offset(query.offset)
          .limit(query.limit),
        describe,
      );
    },

    async getCategory(id: number): Promise<PatternCategory> {
      return (await describe([await category(id)]))[0];
    },

    async createCategory(input: { kind: CatalogKind; name: string }): Promise<PatternCategory> {
      const [row] = await db.insert(patternCategories).values(input).returning();
      return (await describe([row]))[0];
    },

    async updateCategory(id: number, input: { kind: CatalogKind; name: string }): Promise<PatternCategory> {
      await category(id);
      const [row] = await db
        .update(patternCategories)
        .set(input)
        .where(eq(patternCategories.id, id))
        .returning();
      return (await describe([row]))[0];
    },

    async removeCategory(id: number): Promise<void> {
      await category(id);
      await db.delete(patternCategories).where(eq(patternCategories.id, id));
    },

    async listItems(query: { offset: number; limit: number; category_id?: number }) {
      const where =
        query.category_id !== undefined ? eq(patternItems.categoryId, query.category_id) : undefined;
      return listPage(
        db.select(COUNT).from(patternItems).where(where),
        db
          .select({ item: patternItems, kind: patternCategories.kind })
          .from(patternItems)
          .innerJoin(patternCategories, eq(patternCategories.id, patternItems.categoryId))
          .where(where)
          .orderBy(asc(patternItems.name), asc(patternItems.id))
          .offset(query.offset)
          .limit(query.limit),
        (rows) => rows.map((row) => toItem(row.item, row.kind)),
      );
    },

    async getItem(id: number): Promise<PatternItem> {
      const { item, kind } = await itemWithKind(id);
      return toItem(item, kind);
    },

    async createItem(input: PatternItemInput): Promise<PatternItem> {
      const parent = await assertCategory(input.category_id);
      const [row] = await db.insert(patternItems).values(itemFields(input)).returning();
      return toItem(row, parent.kind);
    },

    async updateItem(id: number, input: PatternItemInput): Promise<PatternItem> {
      await itemWithKind(id);
      const parent = await assertCategory(input.category_id);
      const [row] = await db
        .update(patternItems)
        .set(itemFields(input))
        .where(eq(patternItems.id, id))
        .returning();
      return toItem(row, parent.kind);
    },

    async removeItem(id: number): Promise<void> {
      await itemWithKind(id);
      await db.delete(patternItems).where(eq(patternItems.id, id));
    },

    /**
     * Copies into the company's catalog in one transaction: every item of the chosen categories and the
     * chosen single items. Each template category becomes the company's own category of the same name
     * (an existing own category with that name and kind is reused).
     */
    async copy(
      companyId: number,
      accountId: number,
      input: { category_ids: number[]; item_ids: number[] },
    ): Promise<{ categories: number; products: number; services: number }> {
      const categoryIds = [...new Set(input.category_ids)];
      const chosenCategories = categoryIds.length
        ? await db.select().from(patternCategories).where(inArray(patternCategories.id, categoryIds))
        : [];
      if (chosenCategories.length !== categoryIds.length) {
        throw fieldError('category_ids', CATALOG_MSG.patternNotFound);
      }
      const itemIds = [...new Set(input.item_ids)];
      const singles = itemIds.length
        ? await db.select().from(patternItems).where(inArray(patternItems.id, itemIds))
        : [];
      if (singles.length !== itemIds.length) throw fieldError('item_ids', CATALOG_MSG.patternNotFound);
      const fromCategories = categoryIds.length
        ? await db.select().from(patternItems).where(inArray(patternItems.categoryId, categoryIds))
        : [];
      const items = new Map<number, PatternItemRow>();
      for (const item of [...fromCategories, ...singles]) items.set(item.id, item);
      const neededCategoryIds = [...new Set([...categoryIds, ...singles.map((item) => item.categoryId)])];
      const templates = neededCategoryIds.length
        ? await db.select().from(patternCategories).where(inArray(patternCategories.id, neededCategoryIds))
        : [];

      return db.transaction(async (tx) => {
        const result = { categories: 0, products: 0, services: 0 };
        const target = new Map<number, { id: number; kind: CatalogKind }>();
        for (const template of templates) {
          const [existing] = await tx
            .select({ id: catalogCategories.id })
            .from(catalogCategories)
            .where(
              and(
                eq(catalogCategories.companyId, companyId),
                eq(catalogCategories.kind, template.kind),
                sql`lower(${catalogCategories.name}) = lower(${template.name})`,
              ),
            )
            .limit(1);
          if (existing) {
            target.set(template.id, { id: existing.id, kind: template.kind });
            continue;
          }
          const [created] = await tx
            .insert(catalogCategories)
            .values({ companyId, kind: template.kind, name: template.name })
            .returning();
          result.categories += 1;
          target.set(template.id, { id: created.id, kind: template.kind });
          await recordAudit(tx, {
            companyId,
            accountId,
            model: template.kind === 'product' ? 'ProductCategory' : 'ServiceCategory',
            recordId: created.id,
            action: 'create',
            after: { name: created.name, pattern_category_id: template.id },
          });
        }
        for (const item of items.values()) {
          const category = target.get(item.categoryId);
          if (!category) continue;
          const [created] = await tx
            .insert(catalogItems)
            .values({
              companyId,
              kind: category.kind,
              categoryId: category.id,
              name: item.name,
              description: item.description,
              unit: item.unit,
              price: item.price,
            })
            .returning();
          if (category.kind === 'product') result.products += 1;
          else result.services += 1;
          await recordAudit(tx, {
            companyId,
            accountId,
            model: category.kind === 'product' ? 'Product' : 'Service',
            recordId: created.id,
            action: 'create',
            after: {
              name: created.name,
              price: created.price,
              category_id: created.categoryId,
              pattern_item_id: item.id,
            },
          });
        }
        return result;
      });
    },
  };
}

export type PatternsService = ReturnType<typeof createPatternsService>;
