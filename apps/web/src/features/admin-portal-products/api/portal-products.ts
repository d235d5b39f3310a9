import type { Category } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import type { PortalProduct, PortalProductKind, PortalProductStatus } from '@sp/shared/api/portal-products';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const KEY = ['admin', 'portal-product'] as const;

export type PortalProductsFilter = {
  query?: string;
  kind?: PortalProductKind;
  status?: PortalProductStatus;
  /** the very company (a row's filter button) */
  company_id?: number;
  /** a part of a company's name */
  company?: string;
  category_id?: number;
  offset: number;
  limit: number;
};

/** GET /api/admin/portal-product/: every company's offers as the public catalogue shows them, newest first. */
export function usePortalProducts(filter: PortalProductsFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', filter],
    queryFn: ({ signal }) => http.get<List<PortalProduct>>('/api/admin/portal-product/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

const CATEGORY_PATH = { product: 'products', service: 'services' } as const;

/** The public categories of products or of services (GET /api/admin/categories/{kind}/), for the filter. */
export function usePublicCategories(kind: 'product' | 'service' | null) {
  return useQuery({
    queryKey: [...KEY, 'categories', kind],
    queryFn: ({ signal }) =>
      http.get<List<Category>>(
        `/api/admin/categories/${CATEGORY_PATH[kind ?? 'product']}/`,
        { offset: 0, limit: 100 },
        signal,
      ),
    enabled: kind !== null,
  });
}

/**
 * POST /api/admin/portal-product/{kind}/{id}/hide/ {reason} or /restore/ (reason null); the list is read again
 * either way.
 */
export function useSetPortalProductHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offer, reason }: { offer: PortalProduct; reason: string | null }) => {
      const base = `/api/admin/portal-product/${offer.kind}/${offer.id}`;
      return reason === null
        ? http.post<PortalProduct>(`${base}/restore/`)
        : http.post<PortalProduct>(`${base}/hide/`, { reason });
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
