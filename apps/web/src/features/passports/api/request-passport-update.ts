import type { PassportRequest } from '@sp/shared/api/passports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { PassportHolderBody } from './fix-passport-request';
import { PASSPORTS_KEY, passportsBase } from './passport-side';

export type PassportUpdateBody = PassportHolderBody & { passport_id: number };

/**
 * POST /api/passports/company/request-update-burial-passport/ {passport_id, holder_name, holder_phone, note}: a change
 * of a passport the caller holds, for the organisation to moderate (201 with the new request).
 */
export function requestPassportUpdate(body: PassportUpdateBody): Promise<PassportRequest> {
  return http.post<PassportRequest>(`${passportsBase('applicant')}request-update-burial-passport/`, body);
}

export function useRequestPassportUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPassportUpdate,
    onSuccess: () => client.invalidateQueries({ queryKey: PASSPORTS_KEY }),
  });
}
