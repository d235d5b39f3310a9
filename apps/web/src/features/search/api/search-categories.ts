import type { Category } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/public/categories/products/ or services/: the categories every company shares. */
export function usePublicCategories(kind: 'products' | 'services' | null) {
  return useQuery({
    queryKey: ['search', 'categories', kind],
    queryFn: () => http.get<List<Category>>(`/api/public/categories/${kind}/`, { limit: 100 }),
    enabled: kind !== null,
    staleTime: 10 * 60_000,
  });
}
