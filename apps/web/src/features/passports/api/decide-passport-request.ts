import type { PassportRequest, PassportRequestStatus } from '@sp/shared/api/passports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { passportRequestQuery } from './passport-request';
import { PASSPORTS_KEY, passportsBase } from './passport-side';

export type PassportDecision = { status: PassportRequestStatus; comment: string };

/**
 * PUT /api/passports/municipal/request-passport/{id}/ {status, comment}: the organisation moves a request (to
 * review, back for corrections, approved — a passport is issued — or declined); 409 when the move is not allowed
 * from the state it is in now.
 */
export function decidePassportRequest(id: number, body: PassportDecision): Promise<PassportRequest> {
  return http.put<PassportRequest>(`${passportsBase('municipal')}request-passport/${id}/`, body);
}

export function useDecidePassportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PassportDecision }) => decidePassportRequest(id, body),
    // the page shows the outcome (the passport's link) at once, before the lists are asked again
    onSuccess: (answer) => client.setQueryData(passportRequestQuery('municipal', answer.id).queryKey, answer),
    // the list, the request, its comments (the decision's comment joins them), the passports and the badge
    onSettled: () => client.invalidateQueries({ queryKey: PASSPORTS_KEY }),
  });
}
