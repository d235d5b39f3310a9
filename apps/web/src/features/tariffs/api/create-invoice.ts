import type { Invoice, InvoiceBody } from '@sp/shared/api/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { COMPANY_INVOICES_KEY, COMPANY_INVOICES_PATH } from './company-invoices';

/**
 * POST /api/company/invoices-payment/: a numbered invoice for a bank transfer, to top up the balance by `amount`
 * rubles or for one tariff or package at its price (400 {inn} when the company card has no INN).
 */
export function createInvoice(body: InvoiceBody): Promise<Invoice> {
  return http.post<Invoice>(COMPANY_INVOICES_PATH, body);
}

export function useCreateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => client.invalidateQueries({ queryKey: COMPANY_INVOICES_KEY }),
  });
}
