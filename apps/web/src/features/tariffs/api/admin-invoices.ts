import type { List } from '@sp/shared/api/common';
import type { AdminInvoice, InvoiceStatus } from '@sp/shared/api/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const ADMIN_INVOICES_KEY = ['admin', 'invoices'] as const;

export type AdminInvoicesFilter = { status?: InvoiceStatus; query?: string; offset: number; limit: number };

/** GET /api/admin/invoices/: every company's invoices, newest first; by status, and a search by number, name or INN. */
export function adminInvoicesQuery(filter: AdminInvoicesFilter) {
  return queryOptions({
    queryKey: [...ADMIN_INVOICES_KEY, filter],
    queryFn: () => http.get<List<AdminInvoice>>('/api/admin/invoices/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useAdminInvoices(filter: AdminInvoicesFilter) {
  return useQuery(adminInvoicesQuery(filter));
}
