import type { AdminPerson, AdminPersonsQuery, GivenAttribute } from '@sp/shared/api/admin-persons';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ADMIN_PERSONS_KEY } from './person-attributes';

const KEY = [...ADMIN_PERSONS_KEY, 'directory'] as const;

/** GET /api/admin/persons/: every person by name, life, owner kind, memory page and attribute. */
export function useAdminPersons(filter: AdminPersonsQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', filter],
    queryFn: ({ signal }) => http.get<List<AdminPerson>>('/api/admin/persons/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/persons/{id}/: one person with its links and attributes. */
export function useAdminPerson(id: number) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => http.get<AdminPerson>(`/api/admin/persons/${id}/`, undefined, signal),
  });
}

/** PUT (give or change the value) or DELETE (take away) …/{id}/attributes/{attributeId}/. */
export function usePersonAttributeChange(personId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ attributeId, value }: { attributeId: number; value: string | null }) => {
      const url = `/api/admin/persons/${personId}/attributes/${attributeId}/`;
      return value === null ? http.del<GivenAttribute[]>(url) : http.put<GivenAttribute[]>(url, { value });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PERSONS_KEY }),
  });
}
