import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type GraveParameters, type GraveParametersBody, graveParametersQuery } from './grave-parameters';
import { GRAVES_KEY } from './graves-in-box';

/** PUT /api/cemeteries/parameters-graves/{id}/: its cemetery's governor changes a grave's parameters. */
export function saveGraveParameters({ id, ...body }: GraveParametersBody): Promise<GraveParameters> {
  return http.put<GraveParameters>(`/api/cemeteries/parameters-graves/${id}/`, body);
}

export function useSaveGraveParameters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGraveParameters,
    onSuccess: (saved) => {
      client.setQueryData(graveParametersQuery(saved.id).queryKey, saved);
      // the status colours the grave's mark and shows on its card
      return client.invalidateQueries({
        queryKey: GRAVES_KEY,
        predicate: (query) => query.queryKey[1] !== 'parameters',
      });
    },
  });
}
