import type { PassportRequest, PassportRequestBody } from '@sp/shared/api/passports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PASSPORTS_KEY, passportsBase } from './passport-side';

/**
 * POST /api/passports/company/request-passport/ {person_id, order_id?, holder_name, holder_phone, note}: asks the
 * organisation governing the person's grave for a passport (201). A company names the deal; 400 says what is
 * missing (the burial place, the memory page, the deal's status), 409 that one is already pending.
 */
export function createPassportRequest(body: PassportRequestBody): Promise<PassportRequest> {
  return http.post<PassportRequest>(`${passportsBase('applicant')}request-passport/`, body);
}

export function useCreatePassportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPassportRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: PASSPORTS_KEY }),
  });
}
