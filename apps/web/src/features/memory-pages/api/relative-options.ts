import type { List } from '@sp/shared/api/common';
import type { MemoryPageSummary, PublicPageCard } from '@sp/shared/api/memory-pages';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type RelativeOption = {
  page_id: number;
  full_name: string;
  date_birth: string | null;
  date_death: string | null;
  own: boolean;
};

/**
 * Pages a relative link may point to: the caller's own pages (GET /api/memory_page/page/) and anyone's public
 * pages (GET /api/memory_page/public/), by name.
 */
export function useRelativeOptions(name: string, enabled: boolean) {
  return useQuery({
    queryKey: ['memory-pages', 'relative-options', name],
    enabled,
    queryFn: async (): Promise<RelativeOption[]> => {
      const query = { name: name || undefined, limit: 20 };
      const [own, open] = await Promise.all([
        http.get<List<MemoryPageSummary>>('/api/memory_page/page/', query),
        name.trim().length >= 2
          ? http.get<List<PublicPageCard>>('/api/memory_page/public/', query)
          : Promise.resolve({ results: [], count: 0 }),
      ]);
      const options: RelativeOption[] = own.results.map((page) => ({
        page_id: page.id,
        full_name: page.person.full_name,
        date_birth: page.person.date_birth,
        date_death: page.person.date_death,
        own: true,
      }));
      const seen = new Set(options.map((option) => option.page_id));
      for (const card of open.results) {
        if (!seen.has(card.id)) options.push({ page_id: card.id, ...card, own: false });
      }
      return options;
    },
  });
}
