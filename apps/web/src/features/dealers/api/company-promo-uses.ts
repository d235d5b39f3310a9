import type { List } from '@sp/shared/api/common';
import type { PromoUse } from '@sp/shared/api/promo-codes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type PromoUsesFilter = { offset: number; limit: number };

/** GET /api/company/company-take-dealer-promo-code/: the company's purchases made with promo codes, newest first. */
export function companyPromoUsesQuery(filter: PromoUsesFilter) {
  return queryOptions({
    queryKey: ['dealers', 'company-uses', filter],
    queryFn: ({ signal }) =>
      http.get<List<PromoUse>>('/api/company/company-take-dealer-promo-code/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyPromoUses(filter: PromoUsesFilter) {
  return useQuery(companyPromoUsesQuery(filter));
}
