import { useSession } from '../../../lib/session-store';

/**
 * Who works on the cemeteries' pages: an administrator (/admin/cemeteries, /admin/place-graves: every cemetery,
 * adds and deletes them, names who governs each) or a municipal organisation's staff (/app/cemeteries,
 * /app/place-graves: the cemeteries it governs, edited and their graves confirmed, as the server's `governorOf`).
 */
export type CemeteriesScope = 'admin' | 'municipal';

/**
 * The organisation whose cemeteries a page shows: undefined for an administrator (every one), the session's company
 * for a municipal organisation's staff, null when it has none (then nothing is asked).
 */
export function useGovernedBy(scope: CemeteriesScope): number | null | undefined {
  const companyId = useSession().profile?.company_id ?? null;
  return scope === 'admin' ? undefined : companyId;
}
