import type { PassportRequest } from '@sp/shared/api/passports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { passportRequestQuery } from './passport-request';
import { PASSPORTS_KEY, passportsBase } from './passport-side';

export type PassportHolderBody = { holder_name: string; holder_phone: string; note: string };

/**
 * PUT /api/passports/company/request-passport/{id}/ {holder_name, holder_phone, note}: a request returned for
 * corrections, corrected; it goes back to «Новая» (409 when it is not «Требует исправлений»).
 */
export function fixPassportRequest(id: number, body: PassportHolderBody): Promise<PassportRequest> {
  return http.put<PassportRequest>(`${passportsBase('applicant')}request-passport/${id}/`, body);
}

export function useFixPassportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PassportHolderBody }) => fixPassportRequest(id, body),
    onSuccess: (answer) => client.setQueryData(passportRequestQuery('applicant', answer.id).queryKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey: PASSPORTS_KEY }),
  });
}
