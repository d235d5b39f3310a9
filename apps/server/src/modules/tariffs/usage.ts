import type { LimitKey } from '@sp/shared/api/tariffs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Owner } from '../../platform/owner';

const MB = 1024 * 1024;

/**
 * How much of a limit a holder uses now, one statement per limit over indexed columns. What counts:
 * - memory_pages: the account's pages anyone may open (public or by link); private pages are not limited;
 * - storage_mb: the bytes of the account's files (photos, documents), in MB to a tenth;
 * - tree_persons: the persons in the account's tree;
 * - employees: the people of the main company and its branches other than the owner, and the invitations still
 *   open (an invitation holds its place until it is answered or expires);
 * - branches: the main company's branches, and its open invitations to become one;
 * - documents_per_month: documents generated in the main company and its branches this month (Moscow time);
 * - messages_per_month: mailing messages sent this month: mailings are not built yet, so nothing counts (the
 *   mailings' issue claims this limit when it sends).
 */
export async function usageOf(db: Db, holder: Owner, key: LimitKey): Promise<number> {
  const account = holder.accountId ?? 0;
  const company = holder.companyId ?? 0;
  const statement = {
    memory_pages: sql`select count(*)::int as used from memory_pages
      where owner_account_id = ${account} and visibility in ('public', 'link')`,
    storage_mb: sql`select coalesce(sum(size), 0)::bigint as used from media where owner_account_id = ${account}`,
    tree_persons: sql`select count(*)::int as used from family_nodes where account_id = ${account}`,
    employees: sql`select (
        select count(distinct m.account_id) from memberships m join companies c on c.id = m.company_id
        where (c.id = ${company} or c.parent_id = ${company})
          and m.account_id <> (select owner_account_id from companies where id = ${company})
      ) + (
        select count(*) from company_invitations
        where company_id in (select id from companies where id = ${company} or parent_id = ${company})
          and kind = 'employee' and status = 'pending' and expires_at > now()
      ) as used`,
    branches: sql`select (select count(*) from companies where parent_id = ${company}) + (
        select count(*) from company_invitations
        where company_id = ${company} and kind = 'branch' and status = 'pending' and expires_at > now()
      ) as used`,
    documents_per_month: sql`select count(*)::int as used from custom_documents d
      where d.company_id in (select id from companies where id = ${company} or parent_id = ${company})
        and d.created_at >= date_trunc('month', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow'`,
    messages_per_month: null,
  }[key];
  if (!statement) return 0;
  const result = (await db.execute(statement)) as unknown as { rows: { used: string | number }[] };
  const used = Number(result.rows[0]?.used ?? 0);
  return key === 'storage_mb' ? Math.ceil((used / MB) * 10) / 10 : used;
}
