import type { Compensation } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { NamedFilter } from './catalogs';

export const COMPENSATIONS = '/api/company-compensations/';

/** GET /api/company-compensations/?name&offset&limit. */
export function compensationsQuery(filter: NamedFilter) {
  return queryOptions({
    queryKey: ['catalog', 'compensations', filter],
    queryFn: () => http.get<List<Compensation>>(COMPENSATIONS, filter),
    placeholderData: keepPreviousData,
  });
}

export function useCompensations(filter: NamedFilter) {
  return useQuery(compensationsQuery(filter));
}
