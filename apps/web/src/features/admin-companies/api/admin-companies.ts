import type { AdminCompany, CompanyStatistic } from '@sp/shared/api/admin-companies';
import type { List } from '@sp/shared/api/common';
import type { CompanyType } from '@sp/shared/permissions/company-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const KEY = ['admin', 'companies'] as const;

export type AdminCompaniesFilter = { query?: string; type?: CompanyType; offset: number; limit: number };

/** GET /api/admin/companies/: every company by name or ИНН and type. */
export function useAdminCompanies(filter: AdminCompaniesFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', filter],
    queryFn: ({ signal }) => http.get<List<AdminCompany>>('/api/admin/companies/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/statistic-company/{id}/: a company's business at a glance. */
export function useCompanyStatistic(id: number) {
  return useQuery({
    queryKey: [...KEY, 'statistic', id],
    queryFn: ({ signal }) =>
      http.get<CompanyStatistic>(`/api/admin/statistic-company/${id}/`, undefined, signal),
  });
}

/** PUT /api/admin/companies/{id}/: a main company's type; the lists are read again. */
export function useSetCompanyType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: number; type: CompanyType }) =>
      http.put<AdminCompany>(`/api/admin/companies/${id}/`, { type }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
