import type { List } from '@sp/shared/api/common';
import type { AdminCardPayment, PaymentStatus } from '@sp/shared/api/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const ADMIN_PAYMENTS_KEY = ['admin', 'payments'] as const;

export type AdminPaymentsFilter = { status?: PaymentStatus; query?: string; offset: number; limit: number };

/** GET /api/admin/payments/: card payments, newest first; by status, and a search by the holder's name or e-mail. */
export function adminPaymentsQuery(filter: AdminPaymentsFilter) {
  return queryOptions({
    queryKey: [...ADMIN_PAYMENTS_KEY, filter],
    queryFn: () => http.get<List<AdminCardPayment>>('/api/admin/payments/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPayments(filter: AdminPaymentsFilter) {
  return useQuery(adminPaymentsQuery(filter));
}
