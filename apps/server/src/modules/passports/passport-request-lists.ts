import type { List } from '@sp/shared/api/common';
import type {
  PassportRequest,
  passportCountQuerySchema,
  passportRequestsQuerySchema,
} from '@sp/shared/api/passports';
import { and, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import { describe, describeOne } from './passport-request-view';
import { applicantWhere, mine, theirs } from './passports.common';
import { passportRequests } from './passports.table';

/** Requests as each side reads them: the applicant's own, the organisation's to decide, and its sidebar badge. */
export function createPassportRequestLists(db: Db) {
  const listed = async (where: SQL | undefined, page: z.output<typeof passportRequestsQuerySchema>) =>
    listPage(
      db.select(COUNT).from(passportRequests).where(where),
      db
        .select()
        .from(passportRequests)
        .where(where)
        .orderBy(desc(passportRequests.id))
        .limit(page.limit)
        .offset(page.offset),
      (rows) => describe(db, rows),
    );

  return {
    myRequests: (
      owner: Owner,
      query: z.output<typeof passportRequestsQuerySchema>,
    ): Promise<List<PassportRequest>> =>
      listed(
        and(applicantWhere(owner), query.status ? eq(passportRequests.status, query.status) : undefined),
        query,
      ),
    myRequest: async (owner: Owner, id: number) => describeOne(db, await mine(db, owner, id)),

    municipalRequests: (companyId: number, query: z.output<typeof passportRequestsQuerySchema>) =>
      listed(
        and(
          eq(passportRequests.municipalCompanyId, companyId),
          query.status ? eq(passportRequests.status, query.status) : undefined,
        ),
        query,
      ),
    municipalRequest: async (companyId: number, id: number) =>
      describeOne(db, await theirs(db, companyId, id)),

    /** New requests of the kinds asked for (the sidebar's badge asks for all three). */
    async count(
      companyId: number,
      flags: z.output<typeof passportCountQuerySchema>,
    ): Promise<{ count: number }> {
      const kinds: SQL[] = [];
      if (flags.request_passport)
        kinds.push(and(eq(passportRequests.kind, 'issue'), isNull(passportRequests.passportId)) as SQL);
      if (flags.burial_passport)
        kinds.push(and(eq(passportRequests.kind, 'issue'), isNotNull(passportRequests.passportId)) as SQL);
      if (flags.request_update_burial_passport) kinds.push(eq(passportRequests.kind, 'update'));
      if (!kinds.length) return { count: 0 };
      const [row] = await db
        .select(COUNT)
        .from(passportRequests)
        .where(
          and(
            eq(passportRequests.municipalCompanyId, companyId),
            eq(passportRequests.status, 'new'),
            or(...kinds),
          ),
        );
      return { count: Number(row?.total ?? 0) };
    },
  };
}
