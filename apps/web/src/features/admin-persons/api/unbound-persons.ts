import type { UnboundDeleted, UnboundLinked, UnboundPerson } from '@sp/shared/api/admin-persons';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ADMIN_PERSONS_KEY } from './person-attributes';

const KEY = [...ADMIN_PERSONS_KEY, 'unbound'] as const;

/** GET /api/admin/persons-unbound/: persons linked nowhere, the oldest first. */
export function useUnboundPersons(page: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...KEY, page],
    queryFn: ({ signal }) => http.get<List<UnboundPerson>>('/api/admin/persons-unbound/', page, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST …/delete/: deletes those still unbound; how many were and how many stayed. */
export function useDeleteUnbound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post<UnboundDeleted>('/api/admin/persons-unbound/delete/', { ids }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PERSONS_KEY }),
  });
}

/** POST …/{id}/link/: into its owner's tree (no login) or handed to the login's account and its tree. */
export function useLinkUnbound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, login }: { id: number; login?: string }) =>
      http.post<UnboundLinked>(`/api/admin/persons-unbound/${id}/link/`, login ? { login } : {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PERSONS_KEY }),
  });
}
