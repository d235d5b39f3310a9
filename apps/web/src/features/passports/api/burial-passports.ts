import type { List } from '@sp/shared/api/common';
import type { BurialPassport } from '@sp/shared/api/passports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { burialPassportsKey, type PassportSide, passportsBase } from './passport-side';

export type BurialPassportsFilter = { offset: number; limit: number };

/**
 * GET /api/passports/company/burial-passport/ (the passports the caller holds) or
 * /api/passports/municipal/burial-passport/ (those the organisation issued), newest first.
 */
export function burialPassportsQuery(side: PassportSide, filter: BurialPassportsFilter) {
  return queryOptions({
    queryKey: [...burialPassportsKey(side), 'list', filter],
    queryFn: ({ signal }) =>
      http.get<List<BurialPassport>>(`${passportsBase(side)}burial-passport/`, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBurialPassports(side: PassportSide, filter: BurialPassportsFilter) {
  return useQuery(burialPassportsQuery(side, filter));
}
