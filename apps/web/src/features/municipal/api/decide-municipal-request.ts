import type { MunicipalApplication, municipalDecisionSchema } from '@sp/shared/api/passports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { MUNICIPAL_REQUESTS_KEY } from './municipal-requests';

export type MunicipalDecision = z.input<typeof municipalDecisionSchema>;

/**
 * PUT /api/admin/municipal-requests/{id}/: accepts (the company becomes MUNICIPAL) or declines, once; a 409 when
 * someone decided it meanwhile. The list is asked again either way.
 */
export function useDecideMunicipalRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MunicipalDecision }) =>
      http.put<MunicipalApplication>(`/api/admin/municipal-requests/${id}/`, body),
    onSettled: () => client.invalidateQueries({ queryKey: MUNICIPAL_REQUESTS_KEY }),
  });
}
