import type { List } from '@sp/shared/api/common';
import type { PromoCode, PromoStatus } from '@sp/shared/api/promo-codes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const DEALER_CODES_KEY = ['dealers', 'codes'] as const;
const PATH = '/api/company/dealer-request-promo-code/';

export type DealerCodesFilter = { offset: number; limit: number; query?: string; status?: PromoStatus };

/** GET /api/company/dealer-request-promo-code/: the dealer's requested and declined codes, newest first. */
export function dealerPromoRequestsQuery(filter: DealerCodesFilter) {
  return queryOptions({
    queryKey: [...DEALER_CODES_KEY, 'requests', filter],
    queryFn: ({ signal }) => http.get<List<PromoCode>>(PATH, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDealerPromoRequests(filter: DealerCodesFilter) {
  return useQuery(dealerPromoRequestsQuery(filter));
}

/** What the request's form sends: numbers as numbers, empty as null (the shared schema reads the rest). */
export type DealerPromoRequestBody = {
  code: string;
  discount_percent: string;
  audience: 1 | 2 | null;
  max_uses: string | null;
  valid_until: string | null;
  note: string;
};

/** POST /api/company/dealer-request-promo-code/: the dealer asks for a code of its own (409: the code is taken). */
export function useRequestPromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DealerPromoRequestBody) => http.post<PromoCode>(PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: DEALER_CODES_KEY }),
  });
}
