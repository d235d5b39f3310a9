import type { Compensation } from '@sp/shared/api/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { COMPENSATIONS } from './compensations';

export type CompensationSaveBody = { name: string; amount: number; description: string };

/** POST /api/company-compensations/ creates, PUT {id}/ replaces name, amount (rubles) and description. */
export function useSaveCompensation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CompensationSaveBody }) =>
      id === null
        ? http.post<Compensation>(COMPENSATIONS, body)
        : http.put<Compensation>(`${COMPENSATIONS}${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog', 'compensations'] }),
  });
}
