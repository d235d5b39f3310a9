import type { List } from '@sp/shared/api/common';
import type { Invoice, InvoiceStatus } from '@sp/shared/api/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PAYMENTS_KEY } from './balance';

/** Under the caller's money: a card payment of an invoice refreshes the list with the balance. */
export const COMPANY_INVOICES_KEY = [...PAYMENTS_KEY, 'invoices'] as const;

export const COMPANY_INVOICES_PATH = '/api/company/invoices-payment/';

export type CompanyInvoicesFilter = { status?: InvoiceStatus; offset: number; limit: number };

/** GET /api/company/invoices-payment/: the company's invoices, newest first, of one status or all. */
export function companyInvoicesQuery(filter: CompanyInvoicesFilter) {
  return queryOptions({
    queryKey: [...COMPANY_INVOICES_KEY, filter],
    queryFn: () => http.get<List<Invoice>>(COMPANY_INVOICES_PATH, filter),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyInvoices(filter: CompanyInvoicesFilter) {
  return useQuery(companyInvoicesQuery(filter));
}
