import type { List } from '@sp/shared/api/common';
import type { PublicCompany, PublicComposition, PublicItem } from '@sp/shared/api/public';
import { useCachedPages } from '../../../lib/get-cache';
import { http } from '../../../lib/http';
import { buildUrl } from '../../../lib/http-client';

export const SEARCH_KINDS = ['companies', 'products', 'services', 'compositions'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchResult = {
  companies: PublicCompany;
  products: PublicItem;
  services: PublicItem;
  compositions: PublicComposition;
};

/** What the search page asks every endpoint: text, a city or a point with a radius, a category. */
export type SearchFilter = {
  query: string;
  city: number | null;
  lat: number | null;
  lng: number | null;
  radius: number;
  category: number | null;
};

export const SEARCH_PAGE_SIZE = 12;

const ENDPOINTS: Record<SearchKind, string> = {
  companies: '/api/public/companies/',
  products: '/api/public/products/',
  services: '/api/public/services/',
  compositions: '/api/public/composition-products/',
};

function params(kind: SearchKind, filter: SearchFilter) {
  const point =
    filter.lat !== null && filter.lng !== null
      ? { lat: filter.lat, lng: filter.lng, radius: filter.radius }
      : { city: filter.city ?? undefined };
  const text = filter.query.trim() || undefined;
  return {
    // companies are searched by their name, the catalog by the item's name
    ...(kind === 'companies' ? { name: text } : { query: text }),
    ...(kind === 'products' || kind === 'services' ? { cat_id: filter.category ?? undefined } : {}),
    ...point,
  };
}

/**
 * GET /api/public/companies/, products/, services/ or composition-products/: one kind of result, page by
 * page («Показать ещё» fetches the next offset). The tab's label and its list share the answer.
 */
export function useSearchResults<K extends SearchKind>(kind: K, filter: SearchFilter) {
  const query = params(kind, filter);
  return useCachedPages(
    buildUrl('', ENDPOINTS[kind], query),
    (offset) =>
      http.get<List<SearchResult[K]>>(ENDPOINTS[kind], { ...query, offset, limit: SEARCH_PAGE_SIZE }),
    { keepPrevious: true },
  );
}
