import type { List } from '@sp/shared/api/common';
import type { MunicipalCompany } from '@sp/shared/api/passports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/admin/municipal-companies/?name=: every municipal organisation by name (with or without a public
 * page), for the administrator putting one in charge of a cemetery.
 */
export function municipalCompaniesQuery(name: string) {
  return queryOptions({
    queryKey: ['municipal-companies', name],
    queryFn: () =>
      http.get<List<MunicipalCompany>>('/api/admin/municipal-companies/', {
        name: name || undefined,
        limit: 10,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMunicipalCompanies(name: string, enabled: boolean) {
  return useQuery({ ...municipalCompaniesQuery(name), enabled });
}
