import type { CompanyToInvite } from '@sp/shared/api/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/company/companies-to-invite/?query=: main companies that could become a branch. */
export function companiesToInviteQuery(query: string) {
  return queryOptions({
    queryKey: ['branches', 'companies-to-invite', query],
    queryFn: () => http.get<CompanyToInvite[]>('/api/company/companies-to-invite/', { query, limit: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useCompaniesToInvite(query: string) {
  return useQuery(companiesToInviteQuery(query));
}
