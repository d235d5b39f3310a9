import type { FoundBurial } from '@sp/shared/api/cemeteries';
import type { List } from '@sp/shared/api/common';
import { useCachedGet } from '../../../lib/get-cache';
import { http } from '../../../lib/http';
import { buildUrl } from '../../../lib/http-client';

/** What «Захоронения» asks: a name, the year of death, a cemetery. */
export type BurialsFilter = { name: string; died: number | null; cemeteryId: number | null };

const PATH = '/api/cemeteries/public-burials/';

/**
 * GET /api/cemeteries/public-burials/: the deceased buried in the platform's graves (never the living), by name,
 * year of death and cemetery, one page at an offset; the previous page stays on screen while the next loads.
 */
export function useFoundBurials(filter: BurialsFilter, offset: number, limit: number) {
  const query = {
    query: filter.name.trim() || undefined,
    died: filter.died ?? undefined,
    cemetery_id: filter.cemeteryId ?? undefined,
    offset,
    limit,
  };
  return useCachedGet(buildUrl('', PATH, query), () => http.get<List<FoundBurial>>(PATH, query), {
    keepPrevious: true,
  });
}
