import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type AdminCardPayment, PAYMENT_STATUSES, type PaymentStatus } from '@sp/shared/api/payments';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { SearchAndStatus } from '../../../components/search-and-status';
import { useDebounced } from '../../../lib/use-debounced';
import { useAdminPayments } from '../api/admin-payments';
import { BalanceCorrectionDialog, HOLDER_KIND_LABELS } from '../components/balance-correction-dialog';
import { moscowDateTime, rubles } from '../components/billing-format';
import { RefundDialog, refundable } from '../components/refund-dialog';

const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Ожидает оплаты',
  succeeded: 'Оплачен',
  canceled: 'Отменён',
};
const STATUS_COLORS: Record<PaymentStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  succeeded: 'success',
  canceled: 'default',
};

const ABOUT =
  'Здесь появляется каждая оплата картой: пополнения баланса, тарифы, пакеты и счета, оплаченные пользователями ' +
  'и компаниями. Прошедший платёж можно вернуть на карту, а баланс — скорректировать кнопкой «Корректировка баланса».';

function columnsOf(onRefund: (payment: AdminCardPayment) => void): readonly Column<AdminCardPayment>[] {
  return [
    {
      key: 'created_at',
      label: 'Дата',
      width: 150,
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{moscowDateTime(row.created_at)}</Box>,
    },
    {
      key: 'holder',
      label: 'Плательщик',
      card: 'title',
      render: (row) => (
        <>
          {row.holder.name || '—'}
          <Typography variant="caption" color="text.secondary" component="div">
            {HOLDER_KIND_LABELS[row.holder.kind]}, ID {row.holder.id}
          </Typography>
        </>
      ),
    },
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
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[row.status]}
          label={STATUS_LABELS[row.status]}
        />
      ),
    },
    {
      key: 'refunded',
      label: 'Возвращено',
      render: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>{row.refunded > 0 ? rubles(row.refunded) : '—'}</Box>
      ),
    },
    {
      key: 'actions',
      label: '',
      render: (row) =>
        row.status === 'succeeded' && refundable(row) > 0 ? (
          <Button
            size="small"
            startIcon={<UndoOutlined />}
            onClick={() => onRefund(row)}
            aria-label={`Вернуть платёж от ${moscowDateTime(row.created_at)}, ${row.holder.name}`}
          >
            Вернуть
          </Button>
        ) : null,
    },
  ];
}

/**
 * /admin/payments «Платежи и баланс» (issue 14 §1, §3; not in SPEC §2): every card payment, searched by the payer's
 * name or e-mail and filtered by status; a succeeded one is given back to the card in part or whole, with a reason.
 * «Корректировка баланса» credits or debits a user's or a company's balance. Cards on a phone.
 */
export function AdminPaymentsPage() {
  const paging = usePaging();
  const [text, setText] = useState('');
  const query = useDebounced(text);
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const payments = useAdminPayments({
    status: status || undefined,
    query: query || undefined,
    offset: paging.offset,
    limit: paging.limit,
  });
  const [refunding, setRefunding] = useState<AdminCardPayment | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const columns = columnsOf(setRefunding);
  const filtered = Boolean(query) || status !== '';

  return (
    <>
      <PageHeader
        title="Платежи и баланс"
        actions={
          <Button
            variant="outlined"
            startIcon={<AccountBalanceWalletOutlined />}
            onClick={() => setCorrecting(true)}
          >
            Корректировка баланса
          </Button>
        }
      />
      <SearchAndStatus
        searchLabel="Имя или e-mail плательщика"
        search={text}
        onSearch={(value) => {
          setText(value);
          paging.setPage(1);
        }}
        status={status}
        statuses={PAYMENT_STATUSES}
        statusLabels={STATUS_LABELS}
        onStatus={(value) => {
          setStatus(value);
          paging.setPage(1);
        }}
      />
      <DataTable
        label="Платежи картой"
        columns={columns}
        rows={payments.data?.results}
        count={payments.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={payments.isPending}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        emptyTitle={filtered ? undefined : 'Платежей картой пока нет'}
        emptyText={filtered ? 'Ничего не нашлось' : ABOUT}
      />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
      {correcting && <BalanceCorrectionDialog onClose={() => setCorrecting(false)} />}
    </>
  );
}
