import type { PersonAttribute, PersonAttributeBody } from '@sp/shared/api/admin-persons';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every query of the directory: an attribute's change shows in the persons' lists and cards too. */
export const ADMIN_PERSONS_KEY = ['admin', 'persons'] as const;
const KEY = [...ADMIN_PERSONS_KEY, 'attributes'] as const;

/** GET /api/admin/attributes-person/: the directory's attributes by name, with how many persons have each. */
export function usePersonAttributes(filter: { query?: string; offset: number; limit: number }) {
  return useQuery({
    queryKey: [...KEY, filter],
    queryFn: ({ signal }) => http.get<List<PersonAttribute>>('/api/admin/attributes-person/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST (new) or PUT …/{id}/ (an edit) of an attribute; the directory is read again. */
export function useSavePersonAttribute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PersonAttributeBody }) =>
      id === null
        ? http.post<PersonAttribute>('/api/admin/attributes-person/', body)
        : http.put<PersonAttribute>(`/api/admin/attributes-person/${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PERSONS_KEY }),
  });
}

/** DELETE …/{id}/: the attribute and every person's value of it; answers how many had it. */
export function useDeletePersonAttribute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<{ persons: number }>(`/api/admin/attributes-person/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PERSONS_KEY }),
  });
}
