import type { DealerApplication } from '@sp/shared/api/dealers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const OWN_DEALER_APPLICATION_KEY = ['dealers', 'own-application'] as const;
const PATH = '/api/company/becoming-dealer/';

/** GET /api/company/becoming-dealer/: the company's latest request to become a dealer, or null (owner only). */
export const ownDealerApplicationQuery = queryOptions({
  queryKey: OWN_DEALER_APPLICATION_KEY,
  queryFn: ({ signal }) => http.get<DealerApplication | null>(PATH, undefined, signal),
});

export function useOwnDealerApplication() {
  return useQuery(ownDealerApplicationQuery);
}
