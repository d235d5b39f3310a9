import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceStatus,
} from '@sp/shared/api/invoices';
import { tariff as tariffPath } from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCancelInvoice } from '../api/cancel-invoice';
import { useCompanyInvoices } from '../api/company-invoices';
import { moscowDate, rubles } from './billing-format';
import { CardPaymentDialog } from './card-payment-dialog';
import { invoiceColumns } from './invoice-columns';
import { InvoiceDownloadButton } from './invoice-downloads';

const EMPTY_TEXT =
  'Счёт на оплату — для организаций, которые платят по безналичному расчёту со своего расчётного счёта. ' +
  'Выставьте счёт на пополнение баланса, тариф или пакет и оплатите его по реквизитам в счёте: когда деньги ' +
  'поступят, баланс компании пополнится, а тариф или пакет, за который выставлен счёт, будет куплен.';

/** «Счёт № СП-2026-000012 от 10.03.2026». */
export const invoiceTitle = (invoice: Pick<Invoice, 'number' | 'created_at'>) =>
  `Счёт № ${invoice.number} от ${moscowDate(invoice.created_at)}`;

type RowActions = { onPay: (invoice: Invoice) => void; onCancel: (invoice: Invoice) => void };

function columnsOf({ onPay, onCancel }: RowActions): readonly Column<Invoice>[] {
  const { head, tail } = invoiceColumns<Invoice>();
  return [
    ...head,
    ...tail,
    {
      key: 'actions',
      label: '',
      render: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <InvoiceDownloadButton owner="company" invoice={row} format="docx" />
          <InvoiceDownloadButton owner="company" invoice={row} format="pdf" />
          {row.status === 'unpaid' && (
            <>
              <Button
                size="small"
                variant="outlined"
                startIcon={<CreditCardOutlined />}
                onClick={() => onPay(row)}
                aria-label={`Оплатить картой, счёт № ${row.number}`}
                sx={{ whiteSpace: 'nowrap' }}
              >
                Оплатить картой
              </Button>
              <Button
                size="small"
                color="inherit"
                onClick={() => onCancel(row)}
                aria-label={`Отменить счёт № ${row.number}`}
              >
                Отменить
              </Button>
            </>
          )}
        </Box>
      ),
    },
  ];
}

/**
 * «Счета на оплату» of /app/tariff (issue 14 §4): the company's invoices for a bank transfer, newest first, with
 * their .docx and PDF; an unpaid one is paid by card or cancelled. Cards on a phone.
 */
export function InvoicesSection({ onIssue }: { onIssue: () => void }) {
  const paging = usePaging();
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const invoices = useCompanyInvoices({
    status: status || undefined,
    offset: paging.offset,
    limit: paging.limit,
  });
  const cancel = useCancelInvoice();
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [canceling, setCanceling] = useState<Invoice | null>(null);
  const columns = columnsOf({ onPay: setPaying, onCancel: setCanceling });

  const confirmCancel = () => {
    if (!canceling) return;
    const { id, number } = canceling;
    cancel.mutate(id, {
      onSuccess: () => snackbar.success(`Счёт № ${number} отменён`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setCanceling(null),
    });
  };

  const issueButton = (
    <Button variant="outlined" startIcon={<RequestQuoteOutlined />} onClick={onIssue}>
      Выставить счёт
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="invoices-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="invoices-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Счета на оплату
        </Typography>
        <TextField
          select
          size="small"
          label="Статус"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as InvoiceStatus | '');
            paging.setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Все</MenuItem>
          {INVOICE_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {INVOICE_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        {issueButton}
      </Box>
      <DataTable
        label="Счета на оплату"
        columns={columns}
        rows={invoices.data?.results}
        count={invoices.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={invoices.isPending}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        emptyTitle={status ? undefined : 'Счетов пока нет'}
        emptyText={status ? 'Счетов с таким статусом нет' : EMPTY_TEXT}
        emptyAction={status ? undefined : issueButton}
      />
      <ConfirmDialog
        open={canceling !== null}
        text={
          canceling
            ? `Отменить счёт № ${canceling.number} на ${rubles(canceling.amount)}? Оплатить его после отмены будет нельзя.`
            : undefined
        }
        onConfirm={confirmCancel}
        onCancel={() => setCanceling(null)}
        busy={cancel.isPending}
      />
      {paying && (
        <CardPaymentDialog
          title="Оплата счёта картой"
          returnPath={tariffPath()}
          target={{
            field: 'company_invoice_id',
            id: paying.id,
            price: paying.amount,
            label: `${invoiceTitle(paying)}: ${paying.description}`,
          }}
          onClose={() => setPaying(null)}
        />
      )}
    </Box>
  );
}
