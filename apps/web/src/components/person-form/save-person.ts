import type { Person } from '@sp/shared/api/persons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';

/** What the person form hands over: the text fields to send, and the avatar change. */
export type PersonPayload = {
  /** create: only the filled fields; edit: every field, "" clears */
  fields: Record<string, string>;
  /** a new (cropped) photo, 'remove' to take the photo away, undefined to leave it */
  avatar?: File | 'remove';
};

/** The multipart body of PUT /api/family/person/ and /{id}/: text fields plus the `avatar` file or "" to remove. */
export function personFormData(payload: PersonPayload): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload.fields)) form.append(key, value);
  if (payload.avatar === 'remove') form.append('avatar', '');
  else if (payload.avatar) form.append('avatar', payload.avatar, payload.avatar.name);
  return form;
}

/** PUT /api/family/person/ creates (multipart), PUT /api/family/person/{id}/ edits; answers the person. */
export function savePerson(id: number | null, payload: PersonPayload): Promise<Person> {
  return http.put<Person>(
    id === null ? '/api/family/person/' : `/api/family/person/${id}/`,
    personFormData(payload),
  );
}

export function useSavePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: PersonPayload }) => savePerson(id, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: ['persons'] }),
  });
}
