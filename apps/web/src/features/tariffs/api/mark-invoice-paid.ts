import type { AdminInvoice } from '@sp/shared/api/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ADMIN_INVOICES_KEY } from './admin-invoices';

/**
 * POST /api/admin/invoices/{id}/paid/: the transfer arrived; the company's balance is credited with the amount and
 * what the invoice was for is bought (409 when it is not unpaid).
 */
export function markInvoicePaid(id: number): Promise<AdminInvoice> {
  return http.post<AdminInvoice>(`/api/admin/invoices/${id}/paid/`);
}

export function useMarkInvoicePaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_INVOICES_KEY }),
  });
}
