import type { List } from '@sp/shared/api/common';
import type {
  DealerApplication,
  DealerApplicationDecision,
  DealerApplicationStatus,
} from '@sp/shared/api/dealers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const KEY = ['admin', 'dealer-applications'] as const;

export type DealerApplicationsFilter = { status?: DealerApplicationStatus; offset: number; limit: number };

/** GET /api/admin/accept-becoming-dealer/: the companies' requests to become dealers, newest first. */
export function useDealerApplications(filter: DealerApplicationsFilter) {
  return useQuery({
    queryKey: [...KEY, filter],
    queryFn: ({ signal }) =>
      http.get<List<DealerApplication>>('/api/admin/accept-becoming-dealer/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * PUT /api/admin/accept-becoming-dealer/{id}/: accepts (the company becomes a DEALER) or declines, once; a 409 when
 * someone decided it meanwhile. The list is asked again either way.
 */
export function useDecideDealerApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DealerApplicationDecision }) =>
      http.put<DealerApplication>(`/api/admin/accept-becoming-dealer/${id}/`, body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
