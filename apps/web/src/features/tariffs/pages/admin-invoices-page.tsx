import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type AdminInvoice,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceStatus,
} from '@sp/shared/api/invoices';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { SearchAndStatus } from '../../../components/search-and-status';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useAdminInvoices } from '../api/admin-invoices';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';
import { rubles } from '../components/billing-format';
import { invoiceColumns } from '../components/invoice-columns';
import { InvoiceDownloadMenu } from '../components/invoice-downloads';

const ABOUT =
  'Компании выставляют себе счета на странице «Тарифы и пакеты», чтобы платить по безналичному расчёту. ' +
  'Когда перевод поступит на счёт платформы, найдите счёт здесь и отметьте его оплаченным: баланс компании ' +
  'пополнится, а тариф или пакет, за который выставлен счёт, будет куплен.';

function columnsOf(onPaid: (invoice: AdminInvoice) => void): readonly Column<AdminInvoice>[] {
  const { head, tail } = invoiceColumns<AdminInvoice>();
  return [
    ...head,
    {
      key: 'company',
      label: 'Компания',
      render: (row) => (
        <>
          {row.company.name}
          <Typography variant="caption" color="text.secondary" component="div">
            ИНН {row.company.inn || '—'}
          </Typography>
        </>
      ),
    },
    ...tail,
    {
      key: 'actions',
      label: '',
      render: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <InvoiceDownloadMenu owner="admin" invoice={row} />
          {row.status === 'unpaid' && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<TaskAltOutlined />}
              onClick={() => onPaid(row)}
              aria-label={`Отметить оплаченным счёт № ${row.number}`}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Отметить оплаченным
            </Button>
          )}
        </Box>
      ),
    },
  ];
}

/** A top-up's invoice buys nothing (the server names it «Пополнение баланса …»; a tariff's «Тариф «…» на …»). */
const isTopUp = (invoice: AdminInvoice) => invoice.description.startsWith('Пополнение');

/** What marking an invoice paid does, said before it is done. */
function paidText(invoice: AdminInvoice): string {
  const credit = `Баланс компании «${invoice.company.name}» пополнится на ${rubles(invoice.amount)}`;
  const bought = isTopUp(invoice)
    ? '.'
    : `, и на эти деньги будет куплено то, за что выставлен счёт: ${invoice.description}.`;
  return `Отметить счёт № ${invoice.number} оплаченным? ${credit}${bought} Отменить это нельзя.`;
}

/**
 * /admin/invoices «Счета компаний» (issue 14 §4; not in SPEC §2): every company's invoices, the unpaid first by
 * default, searched by number, company or INN; one is marked paid when the bank transfer arrives. Cards on a phone.
 */
export function AdminInvoicesPage() {
  const paging = usePaging();
  const [text, setText] = useState('');
  const query = useDebounced(text);
  const [status, setStatus] = useState<InvoiceStatus | ''>('unpaid');
  const invoices = useAdminInvoices({
    status: status || undefined,
    query: query || undefined,
    offset: paging.offset,
    limit: paging.limit,
  });
  const markPaid = useMarkInvoicePaid();
  const [marking, setMarking] = useState<AdminInvoice | null>(null);
  const columns = columnsOf(setMarking);

  const confirm = () => {
    if (!marking) return;
    const { id, number, amount, company } = marking;
    markPaid.mutate(id, {
      onSuccess: () =>
        snackbar.success(
          `Счёт № ${number} оплачен: баланс компании «${company.name}» пополнен на ${rubles(amount)}`,
        ),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setMarking(null),
    });
  };

  const filtered = Boolean(query) || status !== 'unpaid';
  return (
    <>
      <PageHeader title="Счета компаний" />
      <SearchAndStatus
        searchLabel="Номер, компания или ИНН"
        search={text}
        onSearch={(value) => {
          setText(value);
          paging.setPage(1);
        }}
        status={status}
        statuses={INVOICE_STATUSES}
        statusLabels={INVOICE_STATUS_LABELS}
        onStatus={(value) => {
          setStatus(value);
          paging.setPage(1);
        }}
      />
      <DataTable
        label="Счета компаний"
        columns={columns}
        rows={invoices.data?.results}
        count={invoices.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={invoices.isPending}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        emptyTitle={filtered ? undefined : 'Неоплаченных счетов нет'}
        emptyText={filtered ? 'Ничего не нашлось' : ABOUT}
      />
      <ConfirmDialog
        open={marking !== null}
        text={marking ? paidText(marking) : undefined}
        onConfirm={confirm}
        onCancel={() => setMarking(null)}
        busy={markPaid.isPending}
      />
    </>
  );
}
