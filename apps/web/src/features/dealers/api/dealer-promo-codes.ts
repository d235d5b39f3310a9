import type { List } from '@sp/shared/api/common';
import type { PromoCode } from '@sp/shared/api/promo-codes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { DEALER_CODES_KEY, type DealerCodesFilter } from './dealer-promo-requests';

/** GET /api/company/dealer-promo-code/: the dealer's active and disabled codes with what was paid and earned. */
export function dealerPromoCodesQuery(filter: DealerCodesFilter) {
  return queryOptions({
    queryKey: [...DEALER_CODES_KEY, 'codes', filter],
    queryFn: ({ signal }) => http.get<List<PromoCode>>('/api/company/dealer-promo-code/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDealerPromoCodes(filter: DealerCodesFilter) {
  return useQuery(dealerPromoCodesQuery(filter));
}

/** PUT /api/company/dealer-promo-code/{id}/: the dealer stops its active code or starts it again. */
export function useSwitchDealerPromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'active' | 'disabled' }) =>
      http.put<PromoCode>(`/api/company/dealer-promo-code/${id}/`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: DEALER_CODES_KEY }),
  });
}
