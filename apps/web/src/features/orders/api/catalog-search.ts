import type { CatalogItem, Composition } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import type { SiteRequestItemKind } from '@sp/shared/api/requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** A catalog entry a deal's line can be made of. */
export type CatalogOption = {
  kind: SiteRequestItemKind;
  id: number;
  name: string;
  unit: string;
  /** rubles */
  price: number;
};

const PATHS: Record<SiteRequestItemKind, string> = {
  product: '/api/company-products/products/',
  service: '/api/company-products/services/',
  composition: '/api/company-products/composition-products/',
};

/**
 * The company's catalog by name: GET /api/company-products/products/ and services/ (the active ones, not the
 * archive) or composition-products/, ten a page.
 */
export function useCatalogSearch(kind: SiteRequestItemKind, name: string, offset: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['catalog', 'order-search', kind, name, offset],
      queryFn: async ({ signal }): Promise<List<CatalogOption>> => {
        const query = { name: name || undefined, sort: 'name', offset, limit: 10 };
        if (kind === 'composition') {
          const list = await http.get<List<Composition>>(PATHS.composition, query, signal);
          return {
            count: list.count,
            results: list.results.map((row) => ({
              kind,
              id: row.id,
              name: row.name,
              unit: 'шт',
              price: row.price,
            })),
          };
        }
        const list = await http.get<List<CatalogItem>>(PATHS[kind], query, signal);
        return {
          count: list.count,
          results: list.results.map((row) => ({
            kind,
            id: row.id,
            name: row.name,
            unit: row.unit,
            price: row.price,
          })),
        };
      },
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
