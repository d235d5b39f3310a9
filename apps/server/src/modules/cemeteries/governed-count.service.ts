import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cemeteries } from './cemeteries.table';

/** How many cemeteries a municipal organisation governs (an administrator changing its type asks first). */
export async function cemeteriesGovernedBy(db: Pick<Db, 'select'>, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(cemeteries)
    .where(eq(cemeteries.municipalCompanyId, companyId));
  return Number(row?.total ?? 0);
}
