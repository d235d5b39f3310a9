import { CATALOG_MSG, type Composition, type CompositionBody } from '@sp/shared/api/catalog';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { findOwned } from '../../platform/tenant';
import { hiddenOf, orderBy } from './catalog.common';
import { catalogItems, compositionItems, compositions } from './catalog.table';

type CompositionRow = typeof compositions.$inferSelect;
type Line = { itemId: number; count: number };

/**
 * Ready-made solutions: a company's products and services with quantities, sold at the solution's own
 * price; the answer also shows what the items would cost one by one.
 */
export function createCompositionsService(db: Db) {
  const own = (companyId: number, id: number) => findOwned(db, compositions, companyId, id);

  /** Every line must name a product or service of this company; the same one twice is merged. */
  async function lines(companyId: number, items: CompositionBody['items']): Promise<Line[]> {
    const merged = new Map<string, { kind: 'product' | 'service'; id: number; count: number }>();
    for (const item of items) {
      const kind = item.product_id != null ? 'product' : 'service';
      const id = (item.product_id ?? item.service_id) as number;
      const key = `${kind}:${id}`;
      const existing = merged.get(key);
      merged.set(key, { kind, id, count: (existing?.count ?? 0) + item.count });
    }
    const wanted = [...merged.values()];
    const found = await db
      .select({ id: catalogItems.id, kind: catalogItems.kind })
      .from(catalogItems)
      .where(
        and(
          eq(catalogItems.companyId, companyId),
          inArray(
            catalogItems.id,
            wanted.map((line) => line.id),
          ),
        ),
      );
    for (const line of wanted) {
      if (!found.some((row) => row.id === line.id && row.kind === line.kind)) {
        throw fieldError('items', CATALOG_MSG.itemNotFound);
      }
    }
    return wanted.map((line) => ({ itemId: line.id, count: line.count }));
  }

  async function describe(rows: CompositionRow[]): Promise<Composition[]> {
    if (!rows.length) return [];
    const items = await db
      .select({ line: compositionItems, item: catalogItems })
      .from(compositionItems)
      .innerJoin(catalogItems, eq(catalogItems.id, compositionItems.itemId))
      .where(
        inArray(
          compositionItems.compositionId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(compositionItems.id));
    return rows.map((row) => {
      const own = items.filter(({ line }) => line.compositionId === row.id);
      const itemsKopecks = own.reduce((sum, { line, item }) => sum + item.price * line.count, 0);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        price: kopecksToRubles(row.price),
        items_price: kopecksToRubles(itemsKopecks),
        items: own.map(({ line, item }) => ({
          kind: item.kind,
          product_id: item.kind === 'product' ? item.id : null,
          service_id: item.kind === 'service' ? item.id : null,
          name: item.name,
          price: kopecksToRubles(item.price),
          count: line.count,
          is_archive: item.isArchive,
        })),
        hidden: hiddenOf(row),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  const journalled = (row: CompositionRow, items: Line[]) => ({
    name: row.name,
    description: row.description,
    price: row.price,
    items: items.map((line) => ({ item_id: line.itemId, count: line.count })),
  });

  async function currentLines(id: number): Promise<Line[]> {
    return db
      .select({ itemId: compositionItems.itemId, count: compositionItems.count })
      .from(compositionItems)
      .where(eq(compositionItems.compositionId, id))
      .orderBy(asc(compositionItems.id));
  }

  return {
    async list(
      companyId: number,
      query: { offset: number; limit: number; name?: string; sort: string },
    ): Promise<{ results: Composition[]; count: number }> {
      const where = and(
        eq(compositions.companyId, companyId),
        query.name ? ilike(compositions.name, `%${escapeLike(query.name)}%`) : undefined,
      );
      return listPage(
        db.select(COUNT).from(compositions).where(where),
        db
          .select()
          .from(compositions)
          .where(where)
          .orderBy(
            ...orderBy(
              query.sort,
              { name: compositions.name, price: compositions.price, created_at: compositions.createdAt },
              compositions.id,
            ),
          )
          .offset(query.offset)
          .limit(query.limit),
        describe,
      );
    },

    async get(companyId: number, id: number): Promise<Composition> {
      return (await describe([await own(companyId, id)]))[0];
    },

    async create(companyId: number, accountId: number, input: CompositionBody): Promise<Composition> {
      const items = await lines(companyId, input.items);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(compositions)
          .values({
            companyId,
            name: input.name,
            description: input.description,
            price: rublesToKopecks(input.price),
          })
          .returning();
        await tx
          .insert(compositionItems)
          .values(items.map((line) => ({ compositionId: created.id, ...line })));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Composition',
          recordId: created.id,
          action: 'create',
          after: journalled(created, items),
        });
        return created;
      });
      return (await describe([row]))[0];
    },

    async update(
      companyId: number,
      accountId: number,
      id: number,
      input: CompositionBody,
    ): Promise<Composition> {
      const before = await own(companyId, id);
      const beforeLines = await currentLines(id);
      const items = await lines(companyId, input.items);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(compositions)
          .set({
            name: input.name,
            description: input.description,
            price: rublesToKopecks(input.price),
            updatedAt: new Date(),
          })
          .where(eq(compositions.id, id))
          .returning();
        await tx.delete(compositionItems).where(eq(compositionItems.compositionId, id));
        await tx.insert(compositionItems).values(items.map((line) => ({ compositionId: id, ...line })));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Composition',
          recordId: id,
          action: 'update',
          before: journalled(before, beforeLines),
          after: journalled(updated, items),
        });
        return updated;
      });
      return (await describe([row]))[0];
    },

    async remove(companyId: number, accountId: number, id: number): Promise<void> {
      const before = await own(companyId, id);
      const beforeLines = await currentLines(id);
      await db.transaction(async (tx) => {
        await tx.delete(compositions).where(eq(compositions.id, id));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Composition',
          recordId: id,
          action: 'delete',
          before: journalled(before, beforeLines),
        });
      });
    },
  };
}

export type CompositionsService = ReturnType<typeof createCompositionsService>;
