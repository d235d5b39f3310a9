import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ShowOrderRow } from '@sp/shared/api/orders';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { useShowOrders } from '../api/show-orders';
import { rubles } from '../components/format';
import { kindText } from '../components/order-card';
import { StatusChip } from '../components/status-chip';

const money = (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{rubles(value)}</span>;

/** /app/history-orders: the deals funeral companies keep for the signed-in person as their client. */
export function HistoryOrdersPage() {
  const compact = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const paging = usePaging();
  const navigate = useNavigate();
  const list = useShowOrders({ offset: paging.offset, limit: paging.limit });

  const columns: Column<ShowOrderRow>[] = [
    {
      key: 'order',
      label: 'Заказ',
      render: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start', overflowWrap: 'anywhere' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            № {row.number} · {row.company.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {kindText(row)} · {formatDate(row.created_at)}
          </Typography>
          {row.deceased.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              {row.deceased.map((person) => person.full_name).join(', ')}
            </Typography>
          )}
          {compact && <StatusChip status={row.status} />}
          {compact && (
            <Typography variant="body2">
              {rubles(row.total)}
              {row.due > 0 ? ` · к оплате ${rubles(row.due)}` : ''}
            </Typography>
          )}
        </Stack>
      ),
    },
    { key: 'status', label: 'Статус', render: (row) => <StatusChip status={row.status} /> },
    { key: 'funeral', label: 'Похороны', render: (row) => formatDate(row.funeral_at) || '—' },
    { key: 'total', label: 'Сумма', render: (row) => money(row.total) },
    { key: 'paid', label: 'Оплачено', render: (row) => money(row.paid) },
    { key: 'due', label: 'К оплате', render: (row) => money(row.due) },
  ];

  return (
    <Box>
      <PageHeader title="История заказов" />
      <DataTable
        label="Заказы"
        columns={compact ? columns.slice(0, 1) : columns}
        rows={list.data?.results}
        count={list.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRowClick={(row) => navigate(paths.historyOrder(row.id))}
        emptyText="Здесь будут заказы, которые вы оформили в ритуальных компаниях. Они появятся, когда компания подтвердит вас как клиента по телефону или e-mail."
      />
    </Box>
  );
}
