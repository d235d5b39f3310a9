import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderRow } from '@sp/shared/api/orders';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import type { Paging } from '../../../components/paging';
import { useOrders } from '../api/orders';
import { rubles } from './format';
import { OrderCard, shortKind } from './order-card';
import { type OrderFilterState, ordersFilterOf } from './order-filters';
import { StatusChip } from './status-chip';

const COLUMNS: Column<OrderRow>[] = [
  {
    key: 'number',
    label: '№',
    width: 70,
    render: (row) => (
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.number}
      </Typography>
    ),
  },
  { key: 'created', label: 'Создана', width: 100, render: (row) => formatDate(row.created_at) },
  { key: 'kind', label: 'Категория', render: shortKind },
  { key: 'status', label: 'Статус', render: (row) => <StatusChip status={row.status} /> },
  {
    key: 'shopper',
    label: 'Клиент',
    render: (row) =>
      row.shopper ? (
        <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="body2">{row.shopper.name}</Typography>
          {row.shopper.phone && (
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {row.shopper.phone}
            </Typography>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Не указан
        </Typography>
      ),
  },
  {
    key: 'deceased',
    label: 'Умершие',
    render: (row) => row.deceased.map((person) => person.full_name).join(', ') || '—',
  },
  { key: 'funeral', label: 'Похороны', render: (row) => formatDate(row.funeral_at) || '—' },
  {
    key: 'responsible',
    label: 'Ответственный',
    render: (row) => row.responsible?.name ?? '—',
  },
  {
    key: 'total',
    label: 'Сумма',
    render: (row) => (
      <Stack spacing={0.25}>
        <span style={{ whiteSpace: 'nowrap' }}>{rubles(row.total)}</span>
        {row.due > 0 && (
          <Typography variant="caption" color="warning.dark" sx={{ whiteSpace: 'nowrap' }}>
            к оплате {rubles(row.due)}
          </Typography>
        )}
      </Stack>
    ),
  },
];

type OrdersListProps = { filters: OrderFilterState; paging: Paging; emptyText: string };

/** The deals as a paged table, or as cards on a phone. */
export function OrdersList({ filters, paging, emptyText }: OrdersListProps) {
  const navigate = useNavigate();
  const orders = useOrders(ordersFilterOf(filters, paging.offset, paging.limit));
  return (
    <DataTable
      label="Сделки"
      columns={COLUMNS}
      rows={orders.data?.results}
      count={orders.data?.count ?? 0}
      paging={paging}
      rowKey={(row) => row.id}
      loading={orders.isPending}
      error={orders.error}
      onRetry={() => void orders.refetch()}
      onRowClick={(row) => navigate(paths.order(row.id))}
      emptyText={emptyText}
      renderCard={(row) => <OrderCard key={row.id} row={row} />}
    />
  );
}
