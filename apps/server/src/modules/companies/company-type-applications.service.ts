import type { List } from '@sp/shared/api/common';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { isUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { companies } from './companies.table';
import {
  type AppliedCompanyType,
  companyTypeApplications as applications,
  type CompanyTypeApplicationRow,
} from './company-type-applications.table';

export type ApplicationStatus = 'new' | 'accepted' | 'declined';

/** The module's own 409 texts. */
export type TypeApplicationMessages = {
  open: string;
  /** while a request for the other type waits */
  otherOpen: string;
  already: string;
  onlyRegular: string;
  decided: string;
};

/** A request as both modules answer it (MunicipalApplication, DealerApplication). */
const view = (row: CompanyTypeApplicationRow, company: { id: number; name: string; inn: string }) => ({
  id: row.id,
  company,
  note: row.note,
  status: row.status as ApplicationStatus,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});
type TypeApplication = ReturnType<typeof view>;

/**
 * A company's request to become `type` (municipal organisation, dealer): a regular main company's owner asks; an
 * administrator accepts (the company's type becomes `type` in the same transaction, journalled as a Company change)
 * or declines. A company asks for one new type at a time: while any of its requests is open, another answers 409
 * `messages.open` (or `otherOpen`, naming the other type's request). The module adds what its decision does besides: `onDecision` inside the decision's transaction
 * (either way), `afterDecision` once it is committed (telling the owner).
 */
export function createTypeApplications(
  db: Db,
  options: {
    type: AppliedCompanyType;
    messages: TypeApplicationMessages;
    onDecision?: (tx: Db, row: CompanyTypeApplicationRow, adminId: number) => Promise<void>;
    afterDecision?: (row: CompanyTypeApplicationRow) => Promise<void>;
  },
) {
  const { type, messages } = options;
  const ofType = eq(applications.type, type);
  const rows = () =>
    db
      .select({
        application: applications,
        company: { id: companies.id, name: companies.name, inn: companies.inn },
      })
      .from(applications)
      .innerJoin(companies, eq(companies.id, applications.companyId));

  async function one(where: SQL): Promise<TypeApplication | null> {
    const [row] = await rows().where(and(ofType, where)).orderBy(desc(applications.id)).limit(1);
    return row ? view(row.application, row.company) : null;
  }

  return {
    /** The company's latest request of this type, or null. */
    latest: (companyId: number) => one(eq(applications.companyId, companyId)),

    async apply(
      scope: { companyId: number; accountId: number },
      body: { note: string },
    ): Promise<TypeApplication> {
      try {
        const id = await db.transaction(async (tx) => {
          // the company's row is the lock: two requests of different types do not both pass the check below
          const [company] = await tx
            .select()
            .from(companies)
            .where(eq(companies.id, scope.companyId))
            .for('update');
          if (!company) throw notFound();
          if (company.type === type) throw conflict(messages.already);
          if (company.type !== 'REGULAR' || company.parentId !== null) throw conflict(messages.onlyRegular);
          const [open] = await tx
            .select({ type: applications.type })
            .from(applications)
            .where(and(eq(applications.companyId, scope.companyId), eq(applications.status, 'new')))
            .limit(1);
          if (open) throw conflict(open.type === type ? messages.open : messages.otherOpen);
          const [row] = await tx
            .insert(applications)
            .values({ companyId: scope.companyId, type, createdBy: scope.accountId, note: body.note })
            .returning({ id: applications.id });
          return row.id;
        });
        return (await one(eq(applications.id, id))) as TypeApplication;
      } catch (error) {
        if (isUniqueViolation(error, 'company_type_applications_open_unique')) throw conflict(messages.open);
        throw error;
      }
    },

    /** The administrators' list: newest first, by status. */
    list(query: {
      status?: ApplicationStatus;
      limit: number;
      offset: number;
    }): Promise<List<TypeApplication>> {
      const where = and(ofType, query.status ? eq(applications.status, query.status) : undefined);
      return listPage(
        db.select(COUNT).from(applications).where(where),
        rows().where(where).orderBy(desc(applications.id)).limit(query.limit).offset(query.offset),
        (found) => found.map((row) => view(row.application, row.company)),
      );
    },

    /** An administrator's decision on an open request; accepted, the company is of the type from now on. */
    async decide(
      adminId: number,
      id: number,
      body: { accept: boolean; comment: string },
    ): Promise<TypeApplication> {
      const decided = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(applications)
          .set({
            status: body.accept ? 'accepted' : 'declined',
            comment: body.comment,
            decidedBy: adminId,
            decidedAt: new Date(),
          })
          .where(and(eq(applications.id, id), ofType, eq(applications.status, 'new')))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: applications.id })
            .from(applications)
            .where(and(eq(applications.id, id), ofType));
          if (!exists) throw notFound();
          throw conflict(messages.decided);
        }
        await options.onDecision?.(tx, row, adminId);
        if (body.accept) {
          const [before] = await tx
            .select({ type: companies.type, parentId: companies.parentId })
            .from(companies)
            .where(eq(companies.id, row.companyId))
            .for('update');
          // a company that became a branch or another type meanwhile may not change its type: nothing is decided
          if (before?.type !== 'REGULAR' || before.parentId !== null) throw conflict(messages.onlyRegular);
          await tx
            .update(companies)
            .set({ type, updatedAt: new Date() })
            .where(eq(companies.id, row.companyId));
          await recordAudit(tx, {
            companyId: row.companyId,
            accountId: adminId,
            model: 'Company',
            recordId: row.companyId,
            action: 'update',
            before: { type: 'REGULAR' },
            after: { type },
          });
        }
        return row;
      });
      await options.afterDecision?.(decided);
      return (await one(eq(applications.id, id))) as TypeApplication;
    },
  };
}

export type TypeApplications = ReturnType<typeof createTypeApplications>;
