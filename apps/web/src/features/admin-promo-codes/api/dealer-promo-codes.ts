import type { List } from '@sp/shared/api/common';
import type { DealerPromoDecision, PromoCode, PromoStatus } from '@sp/shared/api/promo-codes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PROMO_CODES_KEY } from './admin-promo-codes';

export type DealerPromoCodesFilter = { status?: PromoStatus; offset: number; limit: number };

/** GET /api/admin/dealer-promo-codes/: the dealers' codes and their requests, the waiting ones first. */
export function useDealerPromoCodes(filter: DealerPromoCodesFilter) {
  return useQuery({
    queryKey: [...PROMO_CODES_KEY, 'dealers', filter],
    queryFn: ({ signal }) => http.get<List<PromoCode>>('/api/admin/dealer-promo-codes/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * PUT /api/admin/accept-dealer-promo-codes/{id}/: the code works with the dealer's share, or the request is
 * declined; a 409 when someone decided it meanwhile. The lists are read again either way.
 */
export function useDecideDealerPromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DealerPromoDecision }) =>
      http.put<PromoCode>(`/api/admin/accept-dealer-promo-codes/${id}/`, body),
    onSettled: () => client.invalidateQueries({ queryKey: PROMO_CODES_KEY }),
  });
}
