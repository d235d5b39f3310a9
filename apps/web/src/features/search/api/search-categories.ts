import type { Category } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { useCachedGet } from '../../../lib/get-cache';
import { http } from '../../../lib/http';

/** GET /api/public/categories/products/ or services/: the categories every company shares. */
export function usePublicCategories(kind: 'products' | 'services' | null) {
  const url = `/api/public/categories/${kind}/`;
  return useCachedGet(kind === null ? null : url, () => http.get<List<Category>>(url, { limit: 100 }));
}
