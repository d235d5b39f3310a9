import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/user-files/destroy-media/ {media}: the file goes everywhere it is shown. */
export function useDestroyMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<void>('/api/user-files/destroy-media/', { media: id }),
    // avatars and galleries that showed it change too
    onSuccess: () => client.invalidateQueries(),
  });
}
