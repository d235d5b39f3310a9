import type { List } from '@sp/shared/api/common';
import type { PassportRequest, PassportRequestStatus } from '@sp/shared/api/passports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type PassportSide, passportRequestsKey, passportsBase } from './passport-side';

export type PassportRequestsFilter = { status?: PassportRequestStatus; offset: number; limit: number };

/**
 * GET /api/passports/company/request-passport/ (the caller's own requests) or /api/passports/municipal/request-passport/
 * (the requests to the caller's organisation), newest first, by status.
 */
export function passportRequestsQuery(side: PassportSide, filter: PassportRequestsFilter) {
  return queryOptions({
    queryKey: [...passportRequestsKey(side), 'list', filter],
    queryFn: ({ signal }) =>
      http.get<List<PassportRequest>>(`${passportsBase(side)}request-passport/`, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePassportRequests(side: PassportSide, filter: PassportRequestsFilter) {
  return useQuery(passportRequestsQuery(side, filter));
}
