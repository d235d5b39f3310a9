import type { CatalogKind, Category } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { KIND_PATH } from './kinds';

/** Whose categories: the company's (public first, then its own) or the administrators' public ones. */
export type CategoryScope = 'company' | 'admin';

export const categoriesBase = (scope: CategoryScope, kind: CatalogKind) =>
  scope === 'admin'
    ? `/api/admin/categories/${KIND_PATH[kind]}/`
    : `/api/company-categories/${KIND_PATH[kind]}/`;

export type CategoriesFilter = { name?: string; offset: number; limit: number };

/** GET /api/company-categories/{kind}/ (public first, then own) or /api/admin/categories/{kind}/. */
export function categoriesQuery(scope: CategoryScope, kind: CatalogKind, filter: CategoriesFilter) {
  return queryOptions({
    queryKey: ['catalog', 'categories', scope, kind, filter],
    queryFn: () => http.get<List<Category>>(categoriesBase(scope, kind), filter),
    placeholderData: keepPreviousData,
  });
}

export function useCategories(scope: CategoryScope, kind: CatalogKind, filter: CategoriesFilter) {
  return useQuery(categoriesQuery(scope, kind, filter));
}

/** Every category the company may file a product or service under, for selects (100 at most). */
export function useCategoryOptions(kind: CatalogKind) {
  return useCategories('company', kind, { offset: 0, limit: 100 });
}
