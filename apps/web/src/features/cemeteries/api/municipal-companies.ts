import type { List } from '@sp/shared/api/common';
import type { PublicCompany } from '@sp/shared/api/public';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/public/companies/?type_company=MUNICIPAL&name=: municipal organisations by name. The API has no
 * administrators' list of companies yet, so this is the public catalogue's: only organisations with a published
 * page are found.
 */
export function municipalCompaniesQuery(name: string) {
  return queryOptions({
    queryKey: ['municipal-companies', name],
    queryFn: () =>
      http.get<List<PublicCompany>>('/api/public/companies/', {
        type_company: 'MUNICIPAL',
        name: name || undefined,
        limit: 10,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMunicipalCompanies(name: string, enabled: boolean) {
  return useQuery({ ...municipalCompaniesQuery(name), enabled });
}
