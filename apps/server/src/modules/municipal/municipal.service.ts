import type { List } from '@sp/shared/api/common';
import { MUNICIPAL_MSG, type MunicipalCompany } from '@sp/shared/api/passports';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { companies } from '../companies/companies.table';
import { createTypeApplications } from '../companies/company-type-applications.service';

/**
 * Becoming a municipal organisation (issue 15 §3): a regular company asks; an administrator accepts (its type
 * becomes MUNICIPAL in the same transaction, journalled) or declines: the companies module's request to change a
 * company's type, with this module's messages.
 */
export function createMunicipalService(db: Db) {
  return {
    /**
     * latest (the company's latest request, or null), apply, list and decide (PUT /api/admin/municipal-requests/{id}/:
     * accepted, the company is municipal from now on)
     */
    ...createTypeApplications(db, { type: 'MUNICIPAL', messages: MUNICIPAL_MSG }),

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
  };
}

export type MunicipalService = ReturnType<typeof createMunicipalService>;
