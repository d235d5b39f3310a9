import type { Landing } from '@sp/shared/api/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company-landing/landing/: the company's page as its staff edit it (made on first use). */
export const landingQuery = queryOptions({
  queryKey: ['landing', 'page'],
  queryFn: () => http.get<Landing>('/api/company-landing/landing/'),
});

export function useLanding() {
  return useQuery(landingQuery);
}
