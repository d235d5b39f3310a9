import type { List } from '@sp/shared/api/common';
import {
  DEALER_MSG,
  type DealerApplication,
  type dealerApplicationBodySchema,
  type dealerApplicationDecisionSchema,
  type dealerApplicationsQuerySchema,
} from '@sp/shared/api/dealers';
import * as cabinetPaths from '@sp/shared/routes/cabinet-paths';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { isUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { companies } from '../companies/companies.table';
import { tellCompanyOwner } from './dealer-notices';
import { dealerApplications } from './dealers.table';

const view = (
  row: typeof dealerApplications.$inferSelect,
  company: { id: number; name: string; inn: string },
): DealerApplication => ({
  id: row.id,
  company,
  note: row.note,
  status: row.status as DealerApplication['status'],
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

/**
 * Becoming a dealer (SPEC §7 POST /api/company/becoming-dealer/): a regular main company's owner asks; an
 * administrator accepts (the company's type becomes DEALER in the same transaction, journalled) or declines; the
 * owner is told either way. One open request per company.
 */
export function createDealerApplicationsService(deps: { db: Db; messenger?: Messenger; publicUrl: string }) {
  const { db } = deps;
  const rows = () =>
    db
      .select({
        application: dealerApplications,
        company: { id: companies.id, name: companies.name, inn: companies.inn },
      })
      .from(dealerApplications)
      .innerJoin(companies, eq(companies.id, dealerApplications.companyId));

  async function one(where: SQL): Promise<DealerApplication | null> {
    const [row] = await rows().where(where).orderBy(desc(dealerApplications.id)).limit(1);
    return row ? view(row.application, row.company) : null;
  }

  return {
    /** The company's latest request, or null. */
    latest: (companyId: number) => one(eq(dealerApplications.companyId, companyId)),

    async apply(
      scope: { companyId: number; accountId: number },
      body: z.output<typeof dealerApplicationBodySchema>,
    ): Promise<DealerApplication> {
      const [company] = await db.select().from(companies).where(eq(companies.id, scope.companyId));
      if (!company) throw notFound();
      if (company.type === 'DEALER') throw conflict(DEALER_MSG.already);
      if (company.type !== 'REGULAR' || company.parentId !== null) throw conflict(DEALER_MSG.onlyRegular);
      try {
        const [row] = await db
          .insert(dealerApplications)
          .values({ companyId: scope.companyId, createdBy: scope.accountId, note: body.note })
          .returning();
        return (await one(eq(dealerApplications.id, row.id))) as DealerApplication;
      } catch (error) {
        if (isUniqueViolation(error, 'dealer_applications_open_unique')) throw conflict(DEALER_MSG.open);
        throw error;
      }
    },

    /** GET /api/admin/accept-becoming-dealer/: newest first, by status. */
    list(query: z.output<typeof dealerApplicationsQuerySchema>): Promise<List<DealerApplication>> {
      const where = query.status ? eq(dealerApplications.status, query.status) : undefined;
      return listPage(
        db.select(COUNT).from(dealerApplications).where(where),
        rows().where(where).orderBy(desc(dealerApplications.id)).limit(query.limit).offset(query.offset),
        (found) => found.map((row) => view(row.application, row.company)),
      );
    },

    /** PUT /api/admin/accept-becoming-dealer/{id}/: accepted, the company is a dealer from now on. */
    async decide(
      adminId: number,
      id: number,
      body: z.output<typeof dealerApplicationDecisionSchema>,
    ): Promise<DealerApplication> {
      const decided = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(dealerApplications)
          .set({ status: body.status, comment: body.comment, decidedBy: adminId, decidedAt: new Date() })
          .where(and(eq(dealerApplications.id, id), eq(dealerApplications.status, 'new')))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: dealerApplications.id })
            .from(dealerApplications)
            .where(eq(dealerApplications.id, id));
          if (!exists) throw notFound();
          throw conflict(DEALER_MSG.decided);
        }
        await recordAudit(tx, {
          companyId: row.companyId,
          accountId: adminId,
          model: 'DealerApplication',
          recordId: row.id,
          action: 'update',
          before: { status: 'new' },
          after: { status: row.status, comment: row.comment },
        });
        if (body.status === 'accepted') {
          const [before] = await tx
            .select({ type: companies.type, parentId: companies.parentId })
            .from(companies)
            .where(eq(companies.id, row.companyId))
            .for('update');
          // a company that became a branch or another type meanwhile may not be a dealer: nothing is decided
          if (before?.type !== 'REGULAR' || before.parentId !== null) throw conflict(DEALER_MSG.onlyRegular);
          await tx
            .update(companies)
            .set({ type: 'DEALER', updatedAt: new Date() })
            .where(eq(companies.id, row.companyId));
          await recordAudit(tx, {
            companyId: row.companyId,
            accountId: adminId,
            model: 'Company',
            recordId: row.companyId,
            action: 'update',
            before: { type: 'REGULAR' },
            after: { type: 'DEALER' },
          });
        }
        return row;
      });
      const accepted = decided.status === 'accepted';
      await tellCompanyOwner(deps, decided.companyId, {
        subject: accepted
          ? 'Компания стала дилером — Светлая память'
          : 'Заявка дилера отклонена — Светлая память',
        text: accepted
          ? 'Администратор платформы принял заявку: ваша компания — дилер. Запросите промокоды в разделе ' +
            `«Заявки на промокоды»: ${deps.publicUrl}${cabinetPaths.dealerPromoRequests()}` +
            (decided.comment ? `\nКомментарий администратора: ${decided.comment}` : '')
          : 'Администратор платформы отклонил заявку стать дилером' +
            (decided.comment ? `: ${decided.comment}` : '.') +
            ` Вы можете отправить новую: ${deps.publicUrl}${cabinetPaths.profileCompany()}`,
      });
      return (await one(eq(dealerApplications.id, id))) as DealerApplication;
    },
  };
}

export type DealerApplicationsService = ReturnType<typeof createDealerApplicationsService>;
