import type { Invoice } from '@sp/shared/api/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { COMPANY_INVOICES_KEY, COMPANY_INVOICES_PATH } from './company-invoices';

/** POST /api/company/invoices-payment/{id}/cancel/: cancels an unpaid invoice (409 when paid or cancelled). */
export function cancelInvoice(id: number): Promise<Invoice> {
  return http.post<Invoice>(`${COMPANY_INVOICES_PATH}${id}/cancel/`);
}

export function useCancelInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelInvoice,
    onSuccess: () => client.invalidateQueries({ queryKey: COMPANY_INVOICES_KEY }),
  });
}
