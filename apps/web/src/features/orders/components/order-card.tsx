import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderRow } from '@sp/shared/api/orders';
import { formatDate } from '@sp/shared/format/date';
import { ORDER_CATEGORY_LABELS, ORDER_TYPE_LABELS } from '@sp/shared/orders/kinds';
import * as paths from '@sp/shared/routes/cabinet-paths';
import type { DragEvent, ReactNode } from 'react';
import { RouterLink } from '../../../lib/router-link';
import { clientShortName, personShortText, rubles } from './format';
import { StatusChip } from './status-chip';

/** «Сделка · Захоронение», a sale alone. */
export function kindText(row: Pick<OrderRow, 'type_order' | 'category_order'>): string {
  return row.type_order === 2
    ? ORDER_TYPE_LABELS[2]
    : `${ORDER_TYPE_LABELS[1]} · ${ORDER_CATEGORY_LABELS[row.category_order]}`;
}

/** «Захоронение» for a deal, «Продажа» for a sale: what a card or a table cell has room for. */
export function shortKind(row: Pick<OrderRow, 'type_order' | 'category_order'>): string {
  return row.type_order === 2 ? ORDER_TYPE_LABELS[2] : ORDER_CATEGORY_LABELS[row.category_order];
}

type OrderCardProps = {
  row: OrderRow;
  showStatus?: boolean;
  /** a small menu in the card's corner (the board's status move) */
  actions?: ReactNode;
  draggable?: boolean;
  onDragStart?: (event: DragEvent<HTMLElement>) => void;
  onDragEnd?: () => void;
};

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" noWrap title={typeof children === 'string' ? children : undefined}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

/**
 * A deal as a compact card (the phone's list, the board's columns): its number and kind, «Клиент» and «Умерший»
 * by short names, its money and funeral day.
 */
export function OrderCard({
  row,
  showStatus = true,
  actions,
  draggable = false,
  onDragStart,
  onDragEnd,
}: OrderCardProps) {
  const deceased = row.deceased.map((person) => personShortText(person.full_name));
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Сделка № ${row.number}`}
      draggable={draggable}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      sx={{
        px: 1.25,
        py: 1,
        minWidth: 0,
        cursor: draggable ? 'grab' : undefined,
        '&:active': draggable ? { cursor: 'grabbing' } : {},
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.order(row.id)}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          draggable={false}
        >
          № {row.number}
        </Link>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {shortKind(row)}
        </Typography>
        {showStatus && <StatusChip status={row.status} />}
        {actions}
      </Box>
      <Labelled label="Клиент">{row.shopper ? clientShortName(row.shopper) : 'не указан'}</Labelled>
      {deceased.length > 0 && (
        <Labelled label={deceased.length > 1 ? 'Умершие' : 'Умерший'}>{deceased.join(', ')}</Labelled>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
          {rubles(row.total)}
        </Typography>
        {row.due > 0 && row.total > 0 && (
          <Typography variant="caption" color="warning.dark" sx={{ whiteSpace: 'nowrap' }}>
            к оплате {rubles(row.due)}
          </Typography>
        )}
        {row.funeral_at && (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', ml: 'auto' }}>
            похороны {formatDate(row.funeral_at)}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
