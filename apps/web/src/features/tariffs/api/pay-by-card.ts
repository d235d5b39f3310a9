import type { PayBody, PayResponse } from '@sp/shared/api/payments';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * POST /api/payments/pay/: a card payment at the provider (a top-up, or one tariff or package at its price); the
 * answer's payment_url is the provider's page, opened in the same window.
 */
export function payByCard(body: PayBody): Promise<PayResponse> {
  return http.post<PayResponse>('/api/payments/pay/', body);
}

export function usePayByCard() {
  return useMutation({ mutationFn: payByCard });
}
