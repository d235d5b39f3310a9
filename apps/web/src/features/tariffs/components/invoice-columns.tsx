import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@sp/shared/api/invoices';
import type { Column } from '../../../components/data-table';
import { moscowDate, rubles } from './billing-format';
import { InvoiceStatusChip } from './invoice-status';

/** The columns every list of invoices shows: number, date, what for, sum and status with its date. */
export function invoiceColumns<T extends Invoice>(): {
  head: readonly Column<T>[];
  tail: readonly Column<T>[];
} {
  return {
    head: [
      {
        key: 'number',
        label: 'Номер',
        card: 'title',
        render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>№ {row.number}</Box>,
      },
      { key: 'created_at', label: 'Дата', width: 110, render: (row) => moscowDate(row.created_at) },
    ],
    tail: [
      { key: 'description', label: 'Описание', render: (row) => row.description || '—' },
      {
        key: 'amount',
        label: 'Сумма',
        render: (row) => <Box sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{rubles(row.amount)}</Box>,
      },
      {
        key: 'status',
        label: 'Статус',
        render: (row) => (
          <Box>
            <InvoiceStatusChip status={row.status} />
            {(row.status === 'unpaid' || row.paid_at) && (
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                {row.status === 'unpaid'
                  ? `оплатить до ${moscowDate(row.pay_until)}`
                  : moscowDate(row.paid_at)}
              </Typography>
            )}
          </Box>
        ),
      },
    ],
  };
}
