import type { Balance } from '@sp/shared/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Everything of the caller's money (balance, history, tariff, card payments): invalidated after a payment. */
export const PAYMENTS_KEY = ['payments'] as const;

/** GET /api/payments/balance/: the caller's balance (a family's account, or the company), in rubles. */
export function balanceQuery() {
  return queryOptions({
    queryKey: [...PAYMENTS_KEY, 'balance'],
    queryFn: () => http.get<Balance>('/api/payments/balance/'),
  });
}

export function useBalance() {
  return useQuery(balanceQuery());
}
