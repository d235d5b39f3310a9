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

export function changeCompany(companyId: number): Promise<Session> {
  return http.post<Session>('/api/profile/change-company/', { company_id: companyId });
}
