import type { passportCommentSchema } from '@sp/shared/api/passports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { PASSPORTS_KEY, type PassportSide, passportsBase } from './passport-side';

/** A comment of a request's thread (the shared schema exports no type of it). */
export type PassportComment = z.infer<typeof passportCommentSchema>;

export const passportCommentsKey = (side: PassportSide, requestId: number) =>
  [...PASSPORTS_KEY, side, 'comments', requestId] as const;

/** GET …/comments/?request_id=: the request's thread between the applicant and the organisation, oldest first. */
export function passportCommentsQuery(side: PassportSide, requestId: number) {
  return queryOptions({
    queryKey: passportCommentsKey(side, requestId),
    queryFn: ({ signal }) =>
      http.get<PassportComment[]>(`${passportsBase(side)}comments/`, { request_id: requestId }, signal),
  });
}

export function usePassportComments(side: PassportSide, requestId: number) {
  return useQuery(passportCommentsQuery(side, requestId));
}
