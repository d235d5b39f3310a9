import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OrderRow } from '@sp/shared/api/orders';
import { formatDate } from '@sp/shared/format/date';
import { useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { PageState } from '../../../components/page-state';
import { PAGE_SIZE_OPTIONS, type Paging } from '../../../components/paging';
import { useOrders } from '../api/orders';
import { rubles } from './format';
import { kindText, OrderCard } from './order-card';
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
  { key: 'kind', label: 'Тип и категория', render: kindText },
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
    key: 'total',
    label: 'Сумма',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{rubles(row.total)}</span>,
  },
  {
    key: 'due',
    label: 'К оплате',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{rubles(row.due)}</span>,
  },
];

type OrdersListProps = { filters: OrderFilterState; paging: Paging; emptyText: string };

/** The deals as a paged table, or as cards on a phone. */
export function OrdersList({ filters, paging, emptyText }: OrdersListProps) {
  const phone = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const navigate = useNavigate();
  const orders = useOrders(ordersFilterOf(filters, paging.offset, paging.limit));
  if (!phone) {
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
        onRowClick={(row) => navigate(`/app/orders/${row.id}`)}
        emptyText={emptyText}
      />
    );
  }
  if (orders.isError) return <PageState kind="error" error={orders.error} onRetry={() => orders.refetch()} />;
  if (orders.isPending) return <PageState kind="loading" />;
  return (
    <Stack spacing={1.5} component="section" aria-label="Сделки">
      {orders.data.results.length === 0 && <PageState kind="empty" text={emptyText} />}
      {orders.data.results.map((row) => (
        <OrderCard key={row.id} row={row} />
      ))}
      <Paper variant="outlined">
        <TablePagination
          component="div"
          count={orders.data.count}
          page={paging.page - 1}
          rowsPerPage={paging.limit}
          rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
          onPageChange={(_, page) => paging.setPage(page + 1)}
          onRowsPerPageChange={(event) => paging.setLimit(Number(event.target.value))}
          sx={{
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: 1 },
            '& .MuiTablePagination-spacer': { display: 'none' },
          }}
        />
      </Paper>
    </Stack>
  );
}
