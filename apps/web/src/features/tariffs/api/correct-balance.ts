import type { CorrectionBody } from '@sp/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AdminBalance } from './admin-balance';
import { ADMIN_PAYMENTS_KEY } from './admin-payments';

/**
 * POST /api/admin/balance-corrections/: credits (plus) or debits (minus) a user's or a company's balance with a
 * reason; answers the holder and the new balance (402 for a debit beyond the balance).
 */
export function correctBalance(body: CorrectionBody): Promise<AdminBalance> {
  return http.post<AdminBalance>('/api/admin/balance-corrections/', body);
}

export function useCorrectBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: correctBalance,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PAYMENTS_KEY }),
  });
}
