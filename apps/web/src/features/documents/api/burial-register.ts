import type { List } from '@sp/shared/api/common';
import type { BurialRecord } from '@sp/shared/api/documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type BurialRegisterFilter = { date_start: string; date_end: string; offset: number; limit: number };

/** GET /api/documents/burial-register-documents/: the company's burials, oldest funeral first. */
export function burialRegisterQuery(filter: BurialRegisterFilter) {
  return queryOptions({
    queryKey: ['documents', 'burial-register', filter],
    queryFn: () => http.get<List<BurialRecord>>('/api/documents/burial-register-documents/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useBurialRegister(filter: BurialRegisterFilter) {
  return useQuery(burialRegisterQuery(filter));
}
