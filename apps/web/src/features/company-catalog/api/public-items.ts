import type { List } from '@sp/shared/api/common';
import type { PublicComposition, PublicItem } from '@sp/shared/api/public';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const CATALOG_PAGE_SIZE = 20;

export type CatalogSource = 'products' | 'services' | 'composition-products';
type SourceItem = { products: PublicItem; services: PublicItem; 'composition-products': PublicComposition };

/**
 * GET /api/public/{products|services|composition-products}/?company_id&query&offset&limit, page after page
 * («Показать ещё»).
 */
export function usePublicItems<S extends CatalogSource>(
  source: S,
  companyId: number | undefined,
  query: string,
) {
  return useInfiniteQuery({
    queryKey: ['public', source, { companyId, query }],
    queryFn: ({ pageParam }) =>
      http.get<List<SourceItem[S]>>(`/api/public/${source}/`, {
        company_id: companyId,
        query: query || undefined,
        sort: 'name',
        offset: pageParam,
        limit: CATALOG_PAGE_SIZE,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    enabled: companyId !== undefined,
  });
}
