import type { Cemetery } from '@sp/shared/api/cemeteries';
import type { List } from '@sp/shared/api/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every cemetery query (the lists and each cemetery) starts with this key. */
export const CEMETERIES_KEY = ['cemeteries'] as const;

export type CemeteriesFilter = {
  query?: string;
  city_id?: number;
  /** only those this municipal organisation governs */
  municipal_company_id?: number;
  offset: number;
  limit: number;
};

/** GET /api/cemeteries/cemeteries/: by name, city and governing organisation, by name A to Z. */
export function cemeteriesQuery(filter: CemeteriesFilter) {
  return queryOptions({
    queryKey: [...CEMETERIES_KEY, 'list', filter],
    queryFn: () => http.get<List<Cemetery>>('/api/cemeteries/cemeteries/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useCemeteries(filter: CemeteriesFilter, enabled = true) {
  return useQuery({ ...cemeteriesQuery(filter), enabled });
}
