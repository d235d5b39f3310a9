import type { PublicPagesList } from '@sp/shared/api/memory-pages';
import { useCachedPages } from '../../../lib/get-cache';
import { http } from '../../../lib/http';
import { buildUrl } from '../../../lib/http-client';

/** What «Люди» asks: a name, the years of birth and death, a city (where they lived or are buried). */
export type PeopleFilter = { name: string; city: string; birthYear: number | null; deathYear: number | null };

export const PEOPLE_PAGE_SIZE = 12;

const PATH = '/api/memory_page/public/';

/** GET /api/memory_page/public/: public memory pages only (never those by link or private), page by page. */
export function useSearchPeople(filter: PeopleFilter, enabled = true) {
  const query = {
    name: filter.name.trim() || undefined,
    city: filter.city.trim() || undefined,
    birth_year: filter.birthYear ?? undefined,
    death_year: filter.deathYear ?? undefined,
  };
  return useCachedPages(
    enabled ? buildUrl('', PATH, query) : null,
    (offset) => http.get<PublicPagesList>(PATH, { ...query, offset, limit: PEOPLE_PAGE_SIZE }),
    { keepPrevious: true },
  );
}
