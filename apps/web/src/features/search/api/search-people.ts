import type { List } from '@sp/shared/api/common';
import type { PublicPageCard } from '@sp/shared/api/memory-pages';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** What «Люди» asks: a name, the years of birth and death, a city (where they lived or are buried). */
export type PeopleFilter = { name: string; city: string; birthYear: number | null; deathYear: number | null };

export const PEOPLE_PAGE_SIZE = 12;

/** GET /api/memory_page/public/: public memory pages only (never those by link or private), page by page. */
export function useSearchPeople(filter: PeopleFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['search', 'people', filter],
    queryFn: ({ pageParam }) =>
      http.get<List<PublicPageCard>>('/api/memory_page/public/', {
        name: filter.name.trim() || undefined,
        city: filter.city.trim() || undefined,
        birth_year: filter.birthYear ?? undefined,
        death_year: filter.deathYear ?? undefined,
        offset: pageParam,
        limit: PEOPLE_PAGE_SIZE,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
