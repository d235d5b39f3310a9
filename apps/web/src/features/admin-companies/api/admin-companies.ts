import type { AdminCompany, CompanyStatistic, CompanyStatus } from '@sp/shared/api/admin-companies';
import type { List } from '@sp/shared/api/common';
import type { CompanyType } from '@sp/shared/permissions/company-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const KEY = ['admin', 'companies'] as const;

export type AdminCompaniesFilter = {
  query?: string;
  type?: CompanyType;
  status?: CompanyStatus;
  offset: number;
  limit: number;
};

/** GET /api/admin/companies/: every company by name or ИНН, type and status. */
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

/**
 * POST /api/admin/companies/{id}/block/ {reason} or /unblock/: the main company with its branches; the lists are
 * read again either way.
 */
export function useSetCompanyBlocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      reason === null
        ? http.post<AdminCompany>(`/api/admin/companies/${id}/unblock/`)
        : http.post<AdminCompany>(`/api/admin/companies/${id}/block/`, { reason }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
