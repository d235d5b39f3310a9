import {
  ADMIN_COMPANY_MSG,
  type AdminCompany,
  type adminCompaniesQuerySchema,
  type CompanyStatistic,
} from '@sp/shared/api/admin-companies';
import type { List } from '@sp/shared/api/common';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { dayInZone } from '@sp/shared/format/date-words';
import type { CompanyType } from '@sp/shared/permissions/company-types';
import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { conflict, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { accounts } from '../accounts/accounts.table';
import { cemeteriesGovernedBy } from '../cemeteries/governed-count.service';
import { companies, memberships } from '../companies/companies.table';
import { companyDealFigures } from '../orders/deal-statistics.service';
import { createCompanyBlocks } from './company-block';

const parents = alias(companies, 'parents');
const blockers = alias(accounts, 'blockers');
const members = sql<number>`(select count(*)::int from ${memberships} where ${memberships.companyId} = ${companies.id})`;

/** The last `n` Moscow months up to this one, YYYY-MM, oldest first. */
function lastMonths(n: number): string[] {
  const [year, month] = dayInZone(new Date()).split('-').map(Number);
  return Array.from({ length: n }, (_, index) => {
    const back = year * 12 + (month - 1) - (n - 1 - index);
    return `${Math.floor(back / 12)}-${String((back % 12) + 1).padStart(2, '0')}`;
  });
}

const rubles = (kopecks: number) => kopecks / 100;

/**
 * The administrator's companies (issue 16 §1): every company by name or ИНН, type and status, with its owner and
 * staff count; its business at a glance (statistic-company); its type changed and the company blocked or unblocked
 * (company-block.ts), journalled with the administrator.
 */
export function createAdminCompaniesService(deps: { db: Db; messenger?: Messenger; publicUrl: string }) {
  const { db } = deps;
  const blocks = createCompanyBlocks(deps);
  const rows = () =>
    db
      .select({
        company: companies,
        parent: { id: parents.id, name: parents.name },
        owner: {
          id: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          email: accounts.email,
          phone: accounts.phone,
        },
        employees: members,
        blocker: { id: blockers.id, firstName: blockers.firstName, lastName: blockers.lastName },
      })
      .from(companies)
      .leftJoin(parents, eq(parents.id, companies.parentId))
      .leftJoin(accounts, eq(accounts.id, companies.ownerAccountId))
      .leftJoin(blockers, eq(blockers.id, companies.blockedByAccountId));

  type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
  const view = (row: Row): AdminCompany => ({
    id: row.company.id,
    name: row.company.name,
    inn: row.company.inn,
    type: row.company.type,
    parent: row.parent?.id ? { id: row.parent.id, name: row.parent.name } : null,
    owner: row.owner?.id
      ? {
          id: row.owner.id,
          name: accountDisplayName(row.owner),
          email: row.owner.email ?? '',
          phone: row.owner.phone ?? '',
        }
      : null,
    employees: Number(row.employees),
    created_at: row.company.createdAt.toISOString(),
    blocked: row.company.blockedAt
      ? {
          at: row.company.blockedAt.toISOString(),
          reason: row.company.blockedReason ?? '',
          by: row.blocker?.id ? { id: row.blocker.id, name: accountDisplayName(row.blocker) } : null,
        }
      : null,
  });

  async function get(id: number): Promise<AdminCompany> {
    const [row] = await rows().where(eq(companies.id, id));
    if (!row) throw notFound();
    return view(row);
  }

  return {
    list(query: z.output<typeof adminCompaniesQuerySchema>): Promise<List<AdminCompany>> {
      const text = query.query?.trim();
      const where: SQL | undefined = and(
        query.type ? eq(companies.type, query.type) : undefined,
        query.status === 'blocked' ? isNotNull(companies.blockedAt) : undefined,
        query.status === 'active' ? isNull(companies.blockedAt) : undefined,
        text
          ? or(ilike(companies.name, `%${escapeLike(text)}%`), eq(companies.inn, text.replace(/\s/g, '')))
          : undefined,
      );
      return listPage(
        db.select(COUNT).from(companies).where(where),
        rows()
          .where(where)
          .orderBy(asc(companies.name), asc(companies.id))
          .limit(query.limit)
          .offset(query.offset),
        (found) => found.map(view),
      );
    },

    get,

    async statistic(id: number): Promise<CompanyStatistic> {
      const company = await get(id);
      const months = lastMonths(12);
      const figures = await companyDealFigures(db, id, months[0]);
      return {
        company_id: id,
        deals: figures.deals,
        cancelled: figures.cancelled,
        revenue: rubles(figures.revenue),
        paid: rubles(figures.paid),
        due: rubles(Math.max(0, figures.revenue - figures.paid)),
        employees: company.employees,
        months: months.map((month) => {
          const found = figures.months.get(month);
          return { month, deals: found?.deals ?? 0, revenue: rubles(found?.revenue ?? 0) };
        }),
      };
    },

    /** PUT /api/admin/companies/{id}/: a main company's type; one governing cemeteries stays municipal. */
    async setType(adminId: number, id: number, type: CompanyType): Promise<AdminCompany> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
        if (!before) throw notFound();
        if (before.parentId !== null) throw conflict(ADMIN_COMPANY_MSG.branch);
        if (before.type === type) return;
        if (before.type === 'MUNICIPAL') {
          const governed = await cemeteriesGovernedBy(tx, id);
          if (governed > 0) throw conflict(ADMIN_COMPANY_MSG.governsCemeteries(governed));
        }
        await tx.update(companies).set({ type, updatedAt: new Date() }).where(eq(companies.id, id));
        // its branches follow it
        await tx.update(companies).set({ type, updatedAt: new Date() }).where(eq(companies.parentId, id));
        await recordAudit(tx, {
          companyId: id,
          accountId: adminId,
          model: 'Company',
          recordId: id,
          action: 'update',
          before: { type: before.type },
          after: { type },
        });
      });
      return get(id);
    },

    /** POST /api/admin/companies/{id}/block/: the main company with its branches. */
    async block(adminId: number, id: number, reason: string): Promise<AdminCompany> {
      await blocks.block(adminId, id, reason);
      return get(id);
    },

    /** POST /api/admin/companies/{id}/unblock/. */
    async unblock(adminId: number, id: number): Promise<AdminCompany> {
      await blocks.unblock(adminId, id);
      return get(id);
    },
  };
}

export type AdminCompaniesService = ReturnType<typeof createAdminCompaniesService>;
