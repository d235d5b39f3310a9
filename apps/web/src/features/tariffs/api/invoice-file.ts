import { downloadFile } from '../../../lib/file-download';
import { COMPANY_INVOICES_PATH } from './company-invoices';

export type InvoiceFormat = 'docx' | 'pdf';

/** Whose invoices: the company's own, or any company's for an administrator. */
export type InvoiceOwner = 'company' | 'admin';

const BASE: Record<InvoiceOwner, string> = {
  company: COMPANY_INVOICES_PATH,
  admin: '/api/admin/invoices/',
};

export const invoiceFilePath = (owner: InvoiceOwner, id: number, format: InvoiceFormat) =>
  `${BASE[owner]}${id}/file/?format=${format}`;

/**
 * GET /api/company/invoices-payment/{id}/file/ or /api/admin/invoices/{id}/file/: the invoice as .docx or PDF,
 * fetched with the session and saved under its name (a PDF may answer 503 {detail} without LibreOffice).
 */
export function downloadInvoice(
  owner: InvoiceOwner,
  invoice: { id: number; file_name: string },
  format: InvoiceFormat,
): Promise<void> {
  return downloadFile(invoiceFilePath(owner, invoice.id, format), `${invoice.file_name}.${format}`);
}
