import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderRow } from '@sp/shared/api/orders';
import { formatDate } from '@sp/shared/format/date';
import { ORDER_CATEGORY_LABELS, ORDER_TYPE_LABELS } from '@sp/shared/orders/kinds';
import * as paths from '@sp/shared/routes/cabinet-paths';
import type { DragEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { rubles } from './format';
import { StatusChip } from './status-chip';

/** «Сделка · Захоронение», a sale alone. */
export function kindText(row: Pick<OrderRow, 'type_order' | 'category_order'>): string {
  return row.type_order === 2
    ? ORDER_TYPE_LABELS[2]
    : `${ORDER_TYPE_LABELS[1]} · ${ORDER_CATEGORY_LABELS[row.category_order]}`;
}

type OrderCardProps = {
  row: OrderRow;
  showStatus?: boolean;
  actions?: ReactNode;
  draggable?: boolean;
  onDragStart?: (event: DragEvent<HTMLElement>) => void;
  onDragEnd?: () => void;
};

/** A deal as a card: the phone's list and the board's columns. */
export function OrderCard({
  row,
  showStatus = true,
  actions,
  draggable = false,
  onDragStart,
  onDragEnd,
}: OrderCardProps) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Сделка № ${row.number}`}
      draggable={draggable}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      sx={{
        p: 1.5,
        cursor: draggable ? 'grab' : undefined,
        '&:active': draggable ? { cursor: 'grabbing' } : {},
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={paths.order(row.id)} sx={{ fontWeight: 500 }} draggable={false}>
            № {row.number}
          </Link>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {kindText(row)}
          </Typography>
        </Box>
        {showStatus && <StatusChip status={row.status} />}
      </Box>
      <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2">{row.shopper?.name || 'Клиент не указан'}</Typography>
        {row.deceased.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {row.deceased.map((person) => person.full_name).join(', ')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
            {rubles(row.total)}
          </Typography>
          {row.due > 0 && row.total > 0 && (
            <Typography variant="caption" color="warning.dark" sx={{ whiteSpace: 'nowrap' }}>
              к оплате {rubles(row.due)}
            </Typography>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {row.funeral_at ? `Похороны ${formatDate(row.funeral_at)} · ` : ''}создана{' '}
          {formatDate(row.created_at)}
        </Typography>
      </Stack>
      {actions && <Box sx={{ mt: 1, mx: -0.5 }}>{actions}</Box>}
    </Paper>
  );
}
