import type { MunicipalApplication } from '@sp/shared/api/passports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const OWN_MUNICIPAL_APPLICATION_KEY = ['municipal', 'own-application'] as const;

/** GET /api/company/becoming-municipal-organization/: the company's latest request, or null (owner only). */
export const ownMunicipalApplicationQuery = queryOptions({
  queryKey: OWN_MUNICIPAL_APPLICATION_KEY,
  queryFn: ({ signal }) =>
    http.get<MunicipalApplication | null>('/api/company/becoming-municipal-organization/', undefined, signal),
});

export function useOwnMunicipalApplication() {
  return useQuery(ownMunicipalApplicationQuery);
}
