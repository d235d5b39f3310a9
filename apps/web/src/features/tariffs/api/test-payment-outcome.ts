import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { testPaymentPath } from './test-payment';

export type TestOutcome = 'succeeded' | 'canceled';

/** POST /api/payments/test-provider/{provider_id}/: the sandbox pays or cancels; answers where to go back. */
export function settleTestPayment(providerId: string, outcome: TestOutcome): Promise<{ return_url: string }> {
  return http.post<{ return_url: string }>(testPaymentPath(providerId), { outcome });
}

export function useSettleTestPayment(providerId: string) {
  return useMutation({ mutationFn: (outcome: TestOutcome) => settleTestPayment(providerId, outcome) });
}
