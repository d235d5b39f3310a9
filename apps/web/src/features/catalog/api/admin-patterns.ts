import type { CatalogKind, PatternCategory, PatternItem } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const ADMIN_PATTERN_CATEGORIES = '/api/admin/patterns/categories/';
export const ADMIN_PATTERN_ITEMS = '/api/admin/patterns/items/';

/** Every query of this page, and the companies' /app/patterns lists, start with these keys. */
const ADMIN_KEY = ['admin', 'patterns'] as const;
const COMPANY_KEY = ['catalog', 'patterns'] as const;

export type PatternCategoriesFilter = { kind: CatalogKind; name?: string; offset: number; limit: number };

/** GET /api/admin/patterns/categories/?kind&name: template categories (each with its items), paged. */
export function useAdminPatternCategories(filter: PatternCategoriesFilter) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'categories', filter],
    queryFn: () => http.get<List<PatternCategory>>(ADMIN_PATTERN_CATEGORIES, filter),
    placeholderData: keepPreviousData,
  });
}

/** The categories of one kind an item can be filed under, for the item dialog's select (100 at most). */
export function usePatternCategoryOptions(kind: CatalogKind) {
  return useAdminPatternCategories({ kind, offset: 0, limit: 100 });
}

/** GET /api/admin/patterns/items/?category_id: the items of one template category, paged. */
export function useAdminPatternItems(categoryId: number | null, offset: number, limit: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'items', categoryId, offset, limit],
    queryFn: () =>
      http.get<List<PatternItem>>(ADMIN_PATTERN_ITEMS, {
        category_id: categoryId ?? undefined,
        offset,
        limit,
      }),
    enabled: categoryId !== null,
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ADMIN_KEY }),
      client.invalidateQueries({ queryKey: COMPANY_KEY }),
    ]);
}

export type PatternCategoryBody = { kind: CatalogKind; name: string };

/** POST creates a template category, PUT {id}/ renames it or moves it to the other kind. */
export function useSavePatternCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PatternCategoryBody }) =>
      id === null
        ? http.post<PatternCategory>(ADMIN_PATTERN_CATEGORIES, body)
        : http.put<PatternCategory>(`${ADMIN_PATTERN_CATEGORIES}${id}/`, body),
    onSuccess: refresh,
  });
}

/** DELETE {id}/: the category goes with all its items (companies' copies stay). */
export function useDeletePatternCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`${ADMIN_PATTERN_CATEGORIES}${id}/`),
    onSuccess: refresh,
  });
}

export type PatternItemBody = {
  category_id: number;
  name: string;
  description: string;
  unit: string;
  price: number;
};

/** POST creates a template item, PUT {id}/ replaces it (its kind is its category's). */
export function useSavePatternItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PatternItemBody }) =>
      id === null
        ? http.post<PatternItem>(ADMIN_PATTERN_ITEMS, body)
        : http.put<PatternItem>(`${ADMIN_PATTERN_ITEMS}${id}/`, body),
    onSuccess: refresh,
  });
}

export function useDeletePatternItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`${ADMIN_PATTERN_ITEMS}${id}/`),
    onSuccess: refresh,
  });
}
