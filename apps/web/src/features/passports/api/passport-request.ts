import type { PassportRequest } from '@sp/shared/api/passports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type PassportSide, passportRequestsKey, passportsBase } from './passport-side';

/** GET …/request-passport/{id}/ of a side: one request with its files. */
export function passportRequestQuery(side: PassportSide, id: number) {
  return queryOptions({
    queryKey: [...passportRequestsKey(side), 'one', id],
    queryFn: ({ signal }) =>
      http.get<PassportRequest>(`${passportsBase(side)}request-passport/${id}/`, undefined, signal),
  });
}

export function usePassportRequest(side: PassportSide, id: number) {
  return useQuery(passportRequestQuery(side, id));
}
