import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PATTERNS } from './patterns';

export type CopyResult = { categories: number; products: number; services: number };

/** POST /api/company-products/template_single/ {category_ids, item_ids}: copies them into the catalog. */
export function useCopyPatterns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { category_ids: number[]; item_ids: number[] }) =>
      http.post<CopyResult>(PATTERNS, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
