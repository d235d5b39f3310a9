import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderRow } from '@sp/shared/api/orders';
import {
  nextStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@sp/shared/orders/statuses';
import { type DragEvent, useState } from 'react';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useChangeStatus } from '../api/change-status';
import { useOrders } from '../api/orders';
import { STATUS_COLORS } from './format';
import { OrderCard } from './order-card';
import { type OrderFilterState, ordersFilterOf } from './order-filters';
import { StatusMenu } from './status-menu';

const COLUMN_PAGE = 20;
const COLUMN_MAX = 100;

/** Where a deal may be moved now: the shared transitions and the unverified-client rule (SPEC §4). */
export function allowedMoves(row: Pick<OrderRow, 'status' | 'shopper'>): OrderStatus[] {
  return nextStatuses(row.status, { clientConfirmed: row.shopper?.is_confirmed ?? false });
}

type Drop = 'none' | 'allowed' | 'blocked' | 'origin';

type ColumnProps = {
  status: OrderStatus;
  filters: OrderFilterState;
  canEdit: boolean;
  dragging: OrderRow | null;
  onDragStart: (row: OrderRow) => void;
  onDragEnd: () => void;
  onMove: (row: OrderRow, to: OrderStatus) => void;
};

function BoardColumn({ status, filters, canEdit, dragging, onDragStart, onDragEnd, onMove }: ColumnProps) {
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const orders = useOrders({ ...ordersFilterOf({ ...filters, status }, 0, limit) });
  const [over, setOver] = useState(false);
  const drop: Drop = !dragging
    ? 'none'
    : dragging.status === status
      ? 'origin'
      : allowedMoves(dragging).includes(status)
        ? 'allowed'
        : 'blocked';
  const color = STATUS_COLORS[status];
  const label = ORDER_STATUS_LABELS[status];
  const count = orders.data?.count;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Колонка «${label}»`}
      data-drop={drop}
      onDragOver={(event: DragEvent) => {
        if (drop !== 'allowed') return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        setOver(false);
        if (drop !== 'allowed' || !dragging) return;
        event.preventDefault();
        onMove(dragging, status);
      }}
      sx={{
        // a phone shows one column and a bit of the next; wider screens share the width, 180 px at least
        flex: { xs: '0 0 85%', sm: '1 0 180px' },
        maxWidth: { sm: 340 },
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: over ? 'action.selected' : drop === 'allowed' ? 'action.hover' : 'grey.50',
        opacity: drop === 'blocked' ? 0.4 : 1,
        borderColor: drop === 'allowed' ? 'primary.main' : 'divider',
        borderStyle: drop === 'allowed' ? 'dashed' : 'solid',
        transition: 'opacity 120ms, background-color 120ms',
      }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          borderTop: 4,
          borderTopColor: color === 'default' ? 'grey.400' : `${color}.main`,
          borderTopLeftRadius: 8,
          borderTopRightRadius: 8,
        }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        {count !== undefined && (
          <Typography variant="caption" color="text.secondary" aria-label={`Сделок: ${count}`}>
            {count}
          </Typography>
        )}
      </Box>
      <Stack spacing={1} sx={{ p: 1, pt: 0, flexGrow: 1, minHeight: 120 }}>
        {orders.isPending && <PageState kind="loading" />}
        {orders.isError && <PageState kind="error" error={orders.error} onRetry={() => orders.refetch()} />}
        {orders.data?.results.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            Нет сделок
          </Typography>
        )}
        {orders.data?.results.map((row) => (
          <OrderCard
            key={row.id}
            row={row}
            showStatus={false}
            draggable={canEdit}
            onDragStart={(event) => {
              event.dataTransfer?.setData('text/plain', String(row.id));
              if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
              onDragStart(row);
            }}
            onDragEnd={onDragEnd}
            actions={
              canEdit && (
                <StatusMenu
                  number={row.number}
                  allowed={allowedMoves(row)}
                  onPick={(to) => onMove(row, to)}
                />
              )
            }
          />
        ))}
        {count !== undefined && orders.data && count > orders.data.results.length && limit < COLUMN_MAX && (
          <Button size="small" onClick={() => setLimit((value) => Math.min(COLUMN_MAX, value + COLUMN_PAGE))}>
            Показать ещё
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

type OrdersBoardProps = { filters: OrderFilterState; canEdit: boolean };

/**
 * The board: a column per status. A card is dragged to another column (HTML5 drag and drop); the columns it
 * cannot go to are dimmed; «Сменить статус» does the same from the keyboard or a phone. The server has the
 * last word: its refusal is shown as it says it.
 */
export function OrdersBoard({ filters, canEdit }: OrdersBoardProps) {
  const [dragging, setDragging] = useState<OrderRow | null>(null);
  const change = useChangeStatus();

  const move = (row: OrderRow, to: OrderStatus) => {
    setDragging(null);
    change.mutate(
      { id: row.id, status: to },
      {
        onSuccess: () => snackbar.success(`Сделка № ${row.number}: «${ORDER_STATUS_LABELS[to]}»`),
        onError: (error) => snackbar.error(errorText(error)),
      },
    );
  };

  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        pb: 1,
        alignItems: 'stretch',
        scrollSnapType: { xs: 'x mandatory', sm: 'none' },
      }}
      role="group"
      aria-label="Доска сделок по статусам"
    >
      {ORDER_STATUSES.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          filters={filters}
          canEdit={canEdit}
          dragging={dragging}
          onDragStart={setDragging}
          onDragEnd={() => setDragging(null)}
          onMove={move}
        />
      ))}
    </Box>
  );
}
