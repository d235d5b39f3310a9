import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyIsActive } from '../companies/companies.service';
import { companyLandings } from './company-landing.table';

/** What other modules read of the company pages: a plain query over the caller's `db` (or transaction). */

/** Whether the company's page is published (and the company not blocked): the public cart sends requests only to such a company. */
export async function hasPublishedLanding(db: Db, companyId: number): Promise<boolean> {
  const [landing] = await db
    .select({ id: companyLandings.id })
    .from(companyLandings)
    .where(
      and(
        eq(companyLandings.companyId, companyId),
        eq(companyLandings.isPublished, true),
        companyIsActive(companyLandings.companyId),
      ),
    );
  return landing !== undefined;
}
