import Box from '@mui/material/Box';
import type { OrderRow } from '@sp/shared/api/orders';
import {
  nextStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@sp/shared/orders/statuses';
import { useState } from 'react';
import { BoardColumn, type BoardDrop, dragCardProps } from '../../../components/board-column';
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

type ColumnProps = {
  status: OrderStatus;
  filters: OrderFilterState;
  canEdit: boolean;
  dragging: OrderRow | null;
  onDragStart: (row: OrderRow) => void;
  onDragEnd: () => void;
  onMove: (row: OrderRow, to: OrderStatus) => void;
};

function StatusColumn({ status, filters, canEdit, dragging, onDragStart, onDragEnd, onMove }: ColumnProps) {
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const orders = useOrders({ ...ordersFilterOf({ ...filters, status }, 0, limit) });
  const drop: BoardDrop = !dragging
    ? 'none'
    : dragging.status === status
      ? 'origin'
      : allowedMoves(dragging).includes(status)
        ? 'allowed'
        : 'blocked';
  const color = STATUS_COLORS[status];
  const count = orders.data?.count;
  const more = count !== undefined && orders.data && count > orders.data.results.length && limit < COLUMN_MAX;

  return (
    <BoardColumn
      label={ORDER_STATUS_LABELS[status]}
      color={color === 'default' ? 'grey.400' : `${color}.main`}
      countLabel={(value) => `Сделок: ${value}`}
      emptyText="Нет сделок"
      query={orders}
      drop={drop}
      onDropHere={() => dragging && onMove(dragging, status)}
      onMore={more ? () => setLimit((value) => Math.min(COLUMN_MAX, value + COLUMN_PAGE)) : undefined}
      sx={{
        // a phone shows one column and a bit of the next; wider screens share the width, 180 px at least
        flex: { xs: '0 0 85%', sm: '1 0 180px' },
        maxWidth: { sm: 340 },
        scrollSnapAlign: 'start',
      }}
    >
      {orders.data?.results.map((row) => (
        <OrderCard
          key={row.id}
          row={row}
          showStatus={false}
          draggable={canEdit}
          {...dragCardProps(row.id, () => onDragStart(row), onDragEnd)}
          actions={
            canEdit && (
              <StatusMenu number={row.number} allowed={allowedMoves(row)} onPick={(to) => onMove(row, to)} />
            )
          }
        />
      ))}
    </BoardColumn>
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
        <StatusColumn
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
