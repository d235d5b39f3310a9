import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ShowOrder } from '@sp/shared/api/orders';
import { formatDate, formatDateTime } from '@sp/shared/format/date';
import { ORDER_CATEGORY_LABELS, ORDER_TYPE_LABELS, PAYMENT_METHOD_LABELS } from '@sp/shared/orders/kinds';
import * as paths from '@sp/shared/routes/cabinet-paths';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ApiError } from '../../../lib/api-error';
import { NOT_FOUND } from '../../../lib/route-id';
import { RouterLink } from '../../../lib/router-link';
import { useShowOrder } from '../api/show-order';
import { lifeDates } from '../components/add-deceased-dialog';
import { rubles } from '../components/format';
import { Section } from '../components/section';
import { StatusChip } from '../components/status-chip';

function discountText(order: ShowOrder['items'][number]): string {
  if (order.discount_amount === 0) return '—';
  return order.discount.kind === 'percent'
    ? `${order.discount.value}% (${rubles(order.discount_amount)})`
    : rubles(order.discount_amount);
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

type HistoryOrderPageProps = {
  /** what app/ composes: the reviews feature's review of the deal (its form once the deal is Выполнена) */
  review?: (order: ShowOrder) => ReactNode;
};

/** /app/history-orders/{id}: one of the person's deals — company, status, lines, totals and payments. */
export function HistoryOrderPage({ review }: HistoryOrderPageProps = {}) {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const order = useShowOrder(Number(id));
  if (!id) return <Navigate to={paths.historyOrders()} replace />;
  if (!valid || (order.error instanceof ApiError && order.error.code === 404)) throw NOT_FOUND;
  if (order.isPending) return <PageState kind="loading" />;
  if (order.isError)
    return <PageState kind="error" error={order.error} onRetry={() => void order.refetch()} />;
  const data = order.data;
  const totals = data.totals;

  return (
    <Box>
      <Button component={RouterLink} to={paths.historyOrders()} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        История заказов
      </Button>
      <PageHeader title={`Заказ № ${data.number}`} />
      <Stack spacing={2}>
        <Section title={data.company.name}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
            <StatusChip status={data.status} size="medium" />
            <Chip variant="outlined" label={ORDER_TYPE_LABELS[data.type_order]} />
            {data.type_order === 1 && (
              <Chip variant="outlined" label={ORDER_CATEGORY_LABELS[data.category_order]} />
            )}
          </Box>
          <Stack spacing={0.5}>
            <Typography variant="body2">Оформлен {formatDate(data.created_at)}</Typography>
            {data.funeral_at && (
              <Typography variant="body2">Похороны: {formatDateTime(data.funeral_at)}</Typography>
            )}
            {data.cremation_at && (
              <Typography variant="body2">Кремация: {formatDateTime(data.cremation_at)}</Typography>
            )}
            {data.burial_place && (
              <Typography variant="body2">Место захоронения: {data.burial_place}</Typography>
            )}
            {data.deceased.length > 0 && (
              <Typography variant="body2">
                {data.deceased
                  .map((person) => `${person.full_name}${lifeDates(person) ? ` (${lifeDates(person)})` : ''}`)
                  .join(', ')}
              </Typography>
            )}
          </Stack>
        </Section>
        <Section title="Состав заказа">
          {data.items.length === 0 ? (
            <Typography color="text.secondary">В заказе нет строк.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Состав заказа">
                <TableHead>
                  <TableRow>
                    <TableCell>Наименование</TableCell>
                    <TableCell align="right">Цена</TableCell>
                    <TableCell align="right">Кол-во</TableCell>
                    <TableCell align="right">Скидка</TableCell>
                    <TableCell align="right">Сумма</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((line) => (
                    <TableRow key={line.id}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.name}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {rubles(line.price)}
                      </TableCell>
                      <TableCell align="right">
                        {line.quantity}
                        {line.unit ? ` ${line.unit}` : ''}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {discountText(line)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {rubles(line.total)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Stack spacing={0.75} sx={{ mt: 2, ml: { md: 'auto' }, maxWidth: { md: 360 } }}>
            <Row label="Сумма без скидок" value={rubles(totals.gross)} />
            {totals.discount_total > 0 && <Row label="Скидки" value={rubles(totals.discount_total)} />}
            <Row label="Итого" value={rubles(totals.total)} />
            <Row label="Оплачено" value={rubles(totals.paid)} />
            <Row label={totals.due < 0 ? 'Переплата' : 'К оплате'} value={rubles(Math.abs(totals.due))} />
          </Stack>
        </Section>
        <Section title="Платежи">
          {data.payments.length === 0 ? (
            <Typography color="text.secondary">Платежей пока нет.</Typography>
          ) : (
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={1}>
              {data.payments.map((payment) => (
                <Box component="li" key={payment.id} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {rubles(payment.amount)}
                  </Typography>
                  <Typography variant="body2">{formatDate(payment.paid_on)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {PAYMENT_METHOD_LABELS[payment.method]}
                  </Typography>
                </Box>
              ))}
            </Stack>
          )}
        </Section>
        {review?.(data)}
      </Stack>
    </Box>
  );
}
