import type { BurialPassport } from '@sp/shared/api/passports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { burialPassportsKey, type PassportSide, passportsBase } from './passport-side';

/** GET …/burial-passport/{id}/ of a side: one passport with the persons buried in its grave. */
export function burialPassportQuery(side: PassportSide, id: number) {
  return queryOptions({
    queryKey: [...burialPassportsKey(side), 'one', id],
    queryFn: ({ signal }) =>
      http.get<BurialPassport>(`${passportsBase(side)}burial-passport/${id}/`, undefined, signal),
  });
}

/** `enabled` false: no id yet (a page that redirects instead). */
export function useBurialPassport(side: PassportSide, id: number, enabled = true) {
  return useQuery({ ...burialPassportQuery(side, id), enabled });
}
