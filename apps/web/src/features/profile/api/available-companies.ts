import type { Session } from '@sp/shared/api/auth';
import type { List } from '@sp/shared/api/common';
import type { AvailableCompany } from '@sp/shared/api/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export function availableCompaniesQuery(page: number) {
  return queryOptions({
    queryKey: ['profile', 'available-companies', page],
    queryFn: () =>
      http.get<List<AvailableCompany>>('/api/profile/available-companies/', { page, page_size: 10 }),
  });
}

export function useAvailableCompanies(page: number) {
  return useQuery(availableCompaniesQuery(page));
}

/**
 * Whether the list's first page names a company besides `current` that is not blocked: the one there is to switch
 * to. The server lists the companies not blocked first, so the first page tells for the whole list.
 */
export function hasSwitchTarget(
  firstPage: List<AvailableCompany>,
  current: number | null | undefined,
): boolean {
  return firstPage.results.some((company) => company.id !== current && !company.is_blocked);
}

export function changeCompany(companyId: number): Promise<Session> {
  return http.post<Session>('/api/profile/change-company/', { company_id: companyId });
}
