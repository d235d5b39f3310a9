import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { COMPENSATIONS } from './compensations';

/** DELETE /api/company-compensations/{id}/. */
export function useDeleteCompensation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`${COMPENSATIONS}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog', 'compensations'] }),
  });
}
