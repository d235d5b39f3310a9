import type { HandoverPreview } from '@sp/shared/api/memory-pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type HandoverResult = {
  page_id: number;
  person_id: number;
  account_id: number;
  family_node_id: number | null;
};

/** GET /api/memory_page/affiliate-program/code/{code}/: what the code hands over, to check before accepting. */
export function useHandoverPreview() {
  return useMutation({
    mutationFn: (code: string) =>
      http.get<HandoverPreview>(
        `/api/memory_page/affiliate-program/code/${encodeURIComponent(code.trim())}/`,
      ),
  });
}

/**
 * POST /api/memory_page/affiliate-program/update/{id}/ (memory_page, profile, code): the page, its person and
 * photos move to the caller's account and the person joins its tree.
 */
export function useAcceptHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, profile, code }: { pageId: number; profile: number | undefined; code: string }) =>
      http.post<HandoverResult>(`/api/memory_page/affiliate-program/update/${pageId}/`, {
        memory_page: pageId,
        profile,
        code,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['memory-pages'] });
      void client.invalidateQueries({ queryKey: ['persons'] });
      void client.invalidateQueries({ queryKey: ['family-tree'] });
    },
  });
}
