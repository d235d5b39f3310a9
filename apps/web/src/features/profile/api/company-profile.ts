import type { CompanyProfile, Integrations } from '@sp/shared/api/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type CompanyProfileBody = Pick<
  CompanyProfile,
  'name' | 'inn' | 'phone' | 'email' | 'address' | 'description'
>;
export type IntegrationsBody = {
  whatsapp_profile_id?: string;
  whatsapp_token?: string;
  telegram_bot_name?: string;
  telegram_token?: string;
};

export const companyProfileQuery = queryOptions({
  queryKey: ['company', 'profile'],
  queryFn: () => http.get<CompanyProfile>('/api/company/profile/'),
});

export const integrationsQuery = queryOptions({
  queryKey: ['company', 'integrations'],
  queryFn: () => http.get<Integrations>('/api/company/integrations/0/'),
});

export function useCompanyProfile() {
  return useQuery(companyProfileQuery);
}

export function useIntegrations() {
  return useQuery(integrationsQuery);
}

export function useCompanyMutations() {
  const client = useQueryClient();
  const setProfile = (data: CompanyProfile) => client.setQueryData(companyProfileQuery.queryKey, data);
  return {
    update: useMutation({
      mutationFn: (body: CompanyProfileBody) => http.put<CompanyProfile>('/api/company/profile/0/', body),
      onSuccess: setProfile,
    }),
    logo: useMutation({
      mutationFn: (file: File) => {
        const body = new FormData();
        body.append('logo', file);
        return http.post<CompanyProfile>('/api/company/profile/logo/', body);
      },
      onSuccess: () => client.invalidateQueries({ queryKey: companyProfileQuery.queryKey }),
    }),
    integrations: useMutation({
      mutationFn: (body: IntegrationsBody) => http.put<Integrations>('/api/company/integrations/0/', body),
      onSuccess: (data) => client.setQueryData(integrationsQuery.queryKey, data),
    }),
  };
}
