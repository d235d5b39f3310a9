import type { Compensation } from '@sp/shared/api/catalog';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { findOwned } from '../../platform/tenant';
import { companyCompensations } from './catalog.table';

type CompensationRow = typeof companyCompensations.$inferSelect;
type CompensationInput = { name: string; amount: number; description: string };

function toCompensation(row: CompensationRow): Compensation {
  return {
    id: row.id,
    name: row.name,
    amount: kopecksToRubles(row.amount),
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const journalled = (row: CompensationRow) => ({
  name: row.name,
  amount: row.amount,
  description: row.description,
});

/** State compensations and benefits a company applies to its services. */
export function createCompensationsService(db: Db) {
  const own = (companyId: number, id: number) => findOwned(db, companyCompensations, companyId, id);

  return {
    async list(companyId: number, query: { offset: number; limit: number; name?: string }) {
      const where = and(
        eq(companyCompensations.companyId, companyId),
        query.name ? ilike(companyCompensations.name, `%${escapeLike(query.name)}%`) : undefined,
      );
      return listPage(
        db.select(COUNT).from(companyCompensations).where(where),
        db
          .select()
          .from(companyCompensations)
          .where(where)
          .orderBy(asc(companyCompensations.name), asc(companyCompensations.id))
          .offset(query.offset)
          .limit(query.limit),
        (rows) => rows.map(toCompensation),
      );
    },

    async get(companyId: number, id: number): Promise<Compensation> {
      return toCompensation(await own(companyId, id));
    },

    async create(companyId: number, accountId: number, input: CompensationInput): Promise<Compensation> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(companyCompensations)
          .values({
            companyId,
            name: input.name,
            amount: rublesToKopecks(input.amount),
            description: input.description,
          })
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Compensation',
          recordId: created.id,
          action: 'create',
          after: journalled(created),
        });
        return created;
      });
      return toCompensation(row);
    },

    async update(
      companyId: number,
      accountId: number,
      id: number,
      input: CompensationInput,
    ): Promise<Compensation> {
      const before = await own(companyId, id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(companyCompensations)
          .set({
            name: input.name,
            amount: rublesToKopecks(input.amount),
            description: input.description,
            updatedAt: new Date(),
          })
          .where(eq(companyCompensations.id, id))
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Compensation',
          recordId: id,
          action: 'update',
          before: journalled(before),
          after: journalled(updated),
        });
        return updated;
      });
      return toCompensation(row);
    },

    async remove(companyId: number, accountId: number, id: number): Promise<void> {
      const before = await own(companyId, id);
      await db.transaction(async (tx) => {
        await tx.delete(companyCompensations).where(eq(companyCompensations.id, id));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Compensation',
          recordId: id,
          action: 'delete',
          before: journalled(before),
        });
      });
    },
  };
}

export type CompensationsService = ReturnType<typeof createCompensationsService>;
