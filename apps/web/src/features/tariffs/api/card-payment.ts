import type { CardPayment } from '@sp/shared/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PAYMENTS_KEY } from './balance';

/** How often a pending payment is asked again, and for how long at most. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_POLL_LIMIT_MS = 120_000;

/**
 * GET /api/payments/pay/{id}/: one of the caller's card payments, as the provider last confirmed it; asked every
 * 2 s while it is pending, for two minutes from `since` at most.
 */
export function cardPaymentQuery(id: number, since: number) {
  return queryOptions({
    queryKey: [...PAYMENTS_KEY, 'pay', id],
    queryFn: () => http.get<CardPayment>(`/api/payments/pay/${id}/`),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - since < PAYMENT_POLL_LIMIT_MS
        ? PAYMENT_POLL_MS
        : false,
  });
}

export function useCardPayment(id: number, since: number) {
  return useQuery(cardPaymentQuery(id, since));
}
