import type { Person, PersonFields } from '@sp/shared/api/persons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * PUT /api/family/person/ (create) or /{id}/ (edit) as JSON with the person's fields only: a memory page never
 * sends the avatar (SPEC §5), the portrait is changed in the person's card.
 */
export function useSavePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: PersonFields }) =>
      http.put<Person>(id === null ? '/api/family/person/' : `/api/family/person/${id}/`, fields),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['persons'] });
      void client.invalidateQueries({ queryKey: ['memory-pages'] });
    },
  });
}
