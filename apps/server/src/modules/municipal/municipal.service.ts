import type { List } from '@sp/shared/api/common';
import type { MunicipalCompany } from '@sp/shared/api/passports';
import {
  MUNICIPAL_MSG,
  type MunicipalApplication,
  type municipalApplicationBodySchema,
  type municipalDecisionSchema,
} from '@sp/shared/api/passports';
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { isUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { companies } from '../companies/companies.table';
import { municipalApplications } from './municipal.table';

const view = (
  row: typeof municipalApplications.$inferSelect,
  company: { id: number; name: string; inn: string },
): MunicipalApplication => ({
  id: row.id,
  company,
  note: row.note,
  status: row.status as MunicipalApplication['status'],
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

/**
 * Becoming a municipal organisation (issue 15 §3): a regular company asks; an administrator accepts (its type
 * becomes MUNICIPAL in the same transaction, journalled) or declines. One open request per company.
 */
export function createMunicipalService(db: Db) {
  const rows = () =>
    db
      .select({
        application: municipalApplications,
        company: { id: companies.id, name: companies.name, inn: companies.inn },
      })
      .from(municipalApplications)
      .innerJoin(companies, eq(companies.id, municipalApplications.companyId));

  async function one(where: SQL): Promise<MunicipalApplication | null> {
    const [row] = await rows().where(where).orderBy(desc(municipalApplications.id)).limit(1);
    return row ? view(row.application, row.company) : null;
  }

  return {
    /** The company's latest request, or null. */
    latest: (companyId: number) => one(eq(municipalApplications.companyId, companyId)),

    async apply(
      scope: { companyId: number; accountId: number },
      body: z.output<typeof municipalApplicationBodySchema>,
    ): Promise<MunicipalApplication> {
      const [company] = await db.select().from(companies).where(eq(companies.id, scope.companyId));
      if (!company) throw notFound();
      if (company.type === 'MUNICIPAL') throw conflict(MUNICIPAL_MSG.already);
      if (company.type !== 'REGULAR' || company.parentId !== null) throw conflict(MUNICIPAL_MSG.onlyRegular);
      try {
        const [row] = await db
          .insert(municipalApplications)
          .values({ companyId: scope.companyId, createdBy: scope.accountId, note: body.note })
          .returning();
        return (await one(eq(municipalApplications.id, row.id))) as MunicipalApplication;
      } catch (error) {
        if (isUniqueViolation(error, 'municipal_applications_open_unique'))
          throw conflict(MUNICIPAL_MSG.open);
        throw error;
      }
    },

    list(query: {
      status?: 'new' | 'accepted' | 'declined';
      limit: number;
      offset: number;
    }): Promise<List<MunicipalApplication>> {
      const where = query.status ? eq(municipalApplications.status, query.status) : undefined;
      return listPage(
        db.select(COUNT).from(municipalApplications).where(where),
        rows().where(where).orderBy(desc(municipalApplications.id)).limit(query.limit).offset(query.offset),
        (found) => found.map((row) => view(row.application, row.company)),
      );
    },

    /**
     * GET /api/admin/municipal-companies/: every municipal organisation by name, for the administrator assigning a
     * cemetery (the public catalogue finds only those with a published page).
     */
    companies(query: { name?: string; limit: number; offset: number }): Promise<List<MunicipalCompany>> {
      const where = and(
        eq(companies.type, 'MUNICIPAL'),
        query.name ? ilike(companies.name, `%${escapeLike(query.name)}%`) : undefined,
      );
      return listPage(
        db.select(COUNT).from(companies).where(where),
        db
          .select({ id: companies.id, name: companies.name, inn: companies.inn })
          .from(companies)
          .where(where)
          .orderBy(asc(companies.name), asc(companies.id))
          .limit(query.limit)
          .offset(query.offset),
        (found) => found,
      );
    },

    /** PUT /api/admin/municipal-requests/{id}/: accepted, the company is municipal from now on. */
    async decide(
      adminId: number,
      id: number,
      body: z.output<typeof municipalDecisionSchema>,
    ): Promise<MunicipalApplication> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(municipalApplications)
          .set({
            status: body.accept ? 'accepted' : 'declined',
            comment: body.comment,
            decidedBy: adminId,
            decidedAt: new Date(),
          })
          .where(and(eq(municipalApplications.id, id), eq(municipalApplications.status, 'new')))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select()
            .from(municipalApplications)
            .where(eq(municipalApplications.id, id));
          if (!exists) throw notFound();
          throw conflict(MUNICIPAL_MSG.decided);
        }
        if (!body.accept) return;
        await tx
          .update(companies)
          .set({ type: 'MUNICIPAL', updatedAt: new Date() })
          .where(eq(companies.id, row.companyId));
        await recordAudit(tx, {
          companyId: row.companyId,
          accountId: adminId,
          model: 'Company',
          recordId: row.companyId,
          action: 'update',
          before: { type: 'REGULAR' },
          after: { type: 'MUNICIPAL' },
        });
      });
      return (await one(eq(municipalApplications.id, id))) as MunicipalApplication;
    },
  };
}

export type MunicipalService = ReturnType<typeof createMunicipalService>;
