import type { List } from '@sp/shared/api/common';
import type { DealerPartner } from '@sp/shared/api/dealers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type DealerPartnersFilter = { offset: number; limit: number; query?: string };

/** GET /api/company/dealer-partners/: who bought with the dealer's codes, the most recent first. */
export function dealerPartnersQuery(filter: DealerPartnersFilter) {
  return queryOptions({
    queryKey: ['dealers', 'partners', filter],
    queryFn: ({ signal }) => http.get<List<DealerPartner>>('/api/company/dealer-partners/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDealerPartners(filter: DealerPartnersFilter) {
  return useQuery(dealerPartnersQuery(filter));
}
