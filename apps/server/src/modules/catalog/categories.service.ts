import type { CatalogKind, Category, PublicCategoryBody } from '@sp/shared/api/catalog';
import { CATALOG_MSG } from '@sp/shared/api/catalog';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { catalogCategories } from './catalog.table';

type CategoryRow = typeof catalogCategories.$inferSelect;

const MODEL: Record<CatalogKind, string> = { product: 'ProductCategory', service: 'ServiceCategory' };

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    is_public: row.companyId === null,
    is_urgent_evacuation: row.isUrgentEvacuation,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A category a company may put its product or service in: a public one of that kind or its own.
 * Anything else (another company's, the other kind, missing) is a 400 on category_id.
 */
export async function assertUsableCategory(
  db: Db,
  companyId: number,
  kind: CatalogKind,
  categoryId: number | null,
): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db
    .select({ id: catalogCategories.id })
    .from(catalogCategories)
    .where(
      and(
        eq(catalogCategories.id, categoryId),
        eq(catalogCategories.kind, kind),
        or(isNull(catalogCategories.companyId), eq(catalogCategories.companyId, companyId)),
      ),
    );
  if (!row) throw fieldError('category_id', CATALOG_MSG.categoryNotFound);
}

/** Categories of products and services: public ones (administrators) and each company's own. */
export function createCategoriesService(db: Db) {
  async function page(
    where: ReturnType<typeof and>,
    query: { offset: number; limit: number },
  ): Promise<{ results: Category[]; count: number }> {
    return listPage(
      db.select(COUNT).from(catalogCategories).where(where),
      db
        .select()
        .from(catalogCategories)
        .where(where)
        // public first, then the company's own; alphabetical within each
        .orderBy(
          sql`${catalogCategories.companyId} is not null`,
          asc(catalogCategories.name),
          asc(catalogCategories.id),
        )
        .offset(query.offset)
        .limit(query.limit),
      (rows) => rows.map(toCategory),
    );
  }

  const nameFilter = (name?: string) =>
    name ? ilike(catalogCategories.name, `%${escapeLike(name)}%`) : undefined;

  async function findOwn(companyId: number, kind: CatalogKind, id: number): Promise<CategoryRow> {
    const [row] = await db
      .select()
      .from(catalogCategories)
      .where(
        and(
          eq(catalogCategories.id, id),
          eq(catalogCategories.kind, kind),
          or(isNull(catalogCategories.companyId), eq(catalogCategories.companyId, companyId)),
        ),
      );
    if (!row) throw notFound();
    if (row.companyId === null) throw forbidden(CATALOG_MSG.publicReadOnly);
    return row;
  }

  async function findPublic(kind: CatalogKind, id: number): Promise<CategoryRow> {
    const [row] = await db
      .select()
      .from(catalogCategories)
      .where(
        and(
          eq(catalogCategories.id, id),
          eq(catalogCategories.kind, kind),
          isNull(catalogCategories.companyId),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The company's own categories and the public ones. */
    listForCompany(
      companyId: number,
      kind: CatalogKind,
      query: { offset: number; limit: number; name?: string },
    ) {
      return page(
        and(
          eq(catalogCategories.kind, kind),
          or(isNull(catalogCategories.companyId), eq(catalogCategories.companyId, companyId)),
          nameFilter(query.name),
        ),
        query,
      );
    },

    listPublic(kind: CatalogKind, query: { offset: number; limit: number; name?: string }) {
      return page(
        and(eq(catalogCategories.kind, kind), isNull(catalogCategories.companyId), nameFilter(query.name)),
        query,
      );
    },

    async getPublic(kind: CatalogKind, id: number): Promise<Category> {
      return toCategory(await findPublic(kind, id));
    },

    async create(companyId: number, accountId: number, kind: CatalogKind, name: string): Promise<Category> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(catalogCategories).values({ companyId, kind, name }).returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: MODEL[kind],
          recordId: created.id,
          action: 'create',
          after: { name },
        });
        return created;
      });
      return toCategory(row);
    },

    async update(
      companyId: number,
      accountId: number,
      kind: CatalogKind,
      id: number,
      name: string,
    ): Promise<Category> {
      const before = await findOwn(companyId, kind, id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(catalogCategories)
          .set({ name, updatedAt: new Date() })
          .where(eq(catalogCategories.id, id))
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: MODEL[kind],
          recordId: id,
          action: 'update',
          before: { name: before.name },
          after: { name },
        });
        return updated;
      });
      return toCategory(row);
    },

    /** Products and services of a deleted category stay, without a category. */
    async remove(companyId: number, accountId: number, kind: CatalogKind, id: number): Promise<void> {
      const before = await findOwn(companyId, kind, id);
      await db.transaction(async (tx) => {
        await tx.delete(catalogCategories).where(eq(catalogCategories.id, id));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: MODEL[kind],
          recordId: id,
          action: 'delete',
          before: { name: before.name },
        });
      });
    },

    // Administrators' public categories: no company owns them, so the company journal does not list them.
    // is_urgent_evacuation means something only for services; a product category never carries it.
    async createPublic(kind: CatalogKind, body: PublicCategoryBody): Promise<Category> {
      const [row] = await db
        .insert(catalogCategories)
        .values({
          companyId: null,
          kind,
          name: body.name,
          isUrgentEvacuation: kind === 'service' && (body.is_urgent_evacuation ?? false),
        })
        .returning();
      return toCategory(row);
    },

    async updatePublic(kind: CatalogKind, id: number, body: PublicCategoryBody): Promise<Category> {
      const before = await findPublic(kind, id);
      const [row] = await db
        .update(catalogCategories)
        .set({
          name: body.name,
          isUrgentEvacuation: kind === 'service' && (body.is_urgent_evacuation ?? before.isUrgentEvacuation),
          updatedAt: new Date(),
        })
        .where(eq(catalogCategories.id, id))
        .returning();
      return toCategory(row);
    },

    async removePublic(kind: CatalogKind, id: number): Promise<void> {
      await findPublic(kind, id);
      await db.delete(catalogCategories).where(eq(catalogCategories.id, id));
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
