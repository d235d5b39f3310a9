import type { TestPayment } from '@sp/shared/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const path = (providerId: string) => `/api/payments/test-provider/${encodeURIComponent(providerId)}/`;

/** GET /api/payments/test-provider/{provider_id}/: a payment of the «Тестовая оплата» sandbox. */
export function testPaymentQuery(providerId: string) {
  return queryOptions({
    queryKey: ['payments', 'test-provider', providerId],
    queryFn: () => http.get<TestPayment>(path(providerId)),
  });
}

export function useTestPayment(providerId: string) {
  return useQuery(testPaymentQuery(providerId));
}

export { path as testPaymentPath };
