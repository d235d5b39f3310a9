import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type PublicConfig = {
  captcha_provider: 'altcha' | 'recaptcha' | 'none';
  recaptcha_site_key: string | null;
  version: string;
};

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => http.get<PublicConfig>('/api/public/config/'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
