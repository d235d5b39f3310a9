import Chip from '@mui/material/Chip';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@sp/shared/api/invoices';

const COLOR: Record<InvoiceStatus, 'warning' | 'success' | 'default'> = {
  unpaid: 'warning',
  paid: 'success',
  canceled: 'default',
};

/** «Ждёт оплаты», «Оплачен», «Отменён» as a quiet chip. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={INVOICE_STATUS_LABELS[status]} />;
}
