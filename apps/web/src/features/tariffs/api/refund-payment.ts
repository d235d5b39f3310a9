import type { AdminCardPayment, RefundBody } from '@sp/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ADMIN_PAYMENTS_KEY } from './admin-payments';

/**
 * POST /api/admin/payments/{id}/refund/: gives money back to the card; it leaves the holder's balance first (402
 * when already spent), then the provider is asked (502 when it refuses: the money stays on the balance).
 */
export function refundPayment(id: number, body: RefundBody): Promise<AdminCardPayment> {
  return http.post<AdminCardPayment>(`/api/admin/payments/${id}/refund/`, body);
}

export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundBody }) => refundPayment(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PAYMENTS_KEY }),
  });
}
