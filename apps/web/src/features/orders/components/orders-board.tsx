import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OrderRow, StatusSummary } from '@sp/shared/api/orders';
import {
  nextStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@sp/shared/orders/statuses';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { BoardColumn, type BoardDrop, dragCardProps } from '../../../components/board-column';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useChangeStatus } from '../api/change-status';
import { useOrders } from '../api/orders';
import { type SummaryFilter, useOrdersSummary } from '../api/orders-summary';
import { rubles, STATUS_COLORS } from './format';
import { OrderCard } from './order-card';
import { type OrderFilterState, ordersFilterOf } from './order-filters';
import { StatusMenu } from './status-menu';

/** A column shows its newest ten, then ten more at a time, up to the list's page of 100. */
const COLUMN_PAGE = 10;
const COLUMN_MAX = 100;

/** Where a deal may be moved now: the shared transitions and the unverified-client rule (SPEC §4). */
export function allowedMoves(row: Pick<OrderRow, 'status' | 'shopper'>): OrderStatus[] {
  return nextStatuses(row.status, { clientConfirmed: row.shopper?.is_confirmed ?? false });
}

type ColumnProps = {
  status: OrderStatus;
  filters: OrderFilterState;
  /** the server's count and money of the column */
  summary?: StatusSummary;
  canEdit: boolean;
  dragging: OrderRow | null;
  onDragStart: (row: OrderRow) => void;
  onDragEnd: () => void;
  onMove: (row: OrderRow, to: OrderStatus) => void;
};

function StatusColumn({
  status,
  filters,
  summary,
  canEdit,
  dragging,
  onDragStart,
  onDragEnd,
  onMove,
}: ColumnProps) {
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
  const shown = orders.data?.results.length ?? 0;
  const more = count !== undefined && count > shown && limit < COLUMN_MAX;
  // past the list's page, the rest is the list's (filtered by this status)
  const beyond = count !== undefined && count > shown && limit >= COLUMN_MAX;

  return (
    <BoardColumn
      label={ORDER_STATUS_LABELS[status]}
      color={color === 'default' ? 'grey.400' : `${color}.main`}
      countLabel={(value) => `Сделок: ${value}`}
      emptyText="Нет сделок"
      query={orders}
      count={summary?.count}
      summary={
        summary && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', whiteSpace: 'nowrap' }}
            aria-label={`Сумма колонки «${ORDER_STATUS_LABELS[status]}»: ${rubles(summary.total)}`}
          >
            {rubles(summary.total)}
          </Typography>
        )
      }
      drop={drop}
      onDropHere={() => dragging && onMove(dragging, status)}
      onMore={more ? () => setLimit((value) => Math.min(COLUMN_MAX, value + COLUMN_PAGE)) : undefined}
      sx={{
        // a phone shows one column and a bit of the next; wider screens share the width equally, 168 px at least
        // (the cards' one-line names are cut, never widen a column)
        flex: { xs: '0 0 85%', sm: '1 1 0' },
        minWidth: { sm: 168 },
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
      {beyond && (
        <Button
          size="small"
          component={RouterLink}
          to={paths.orders({ status })}
          aria-label={`Все сделки «${ORDER_STATUS_LABELS[status]}» списком`}
        >
          Все {count} списком
        </Button>
      )}
    </BoardColumn>
  );
}

type OrdersBoardProps = { filters: OrderFilterState; canEdit: boolean };

/** The board's heads take the list's filters but the status, paging and sort. */
function summaryFilterOf(filters: OrderFilterState): SummaryFilter {
  const {
    status: _status,
    sort: _sort,
    offset: _offset,
    limit: _limit,
    ...rest
  } = ordersFilterOf({ ...filters, status: '' }, 0, COLUMN_PAGE);
  return rest;
}

/**
 * The board: a column per status, its head with the count and money the server counts for the filters; each
 * column shows its newest deals and «Показать ещё». A card is dragged to another column (HTML5 drag and drop);
 * the columns it cannot go to are dimmed; the card's small menu (⋮) does the same from the keyboard or a phone.
 * The server has the last word: its refusal is shown as it says it.
 */
export function OrdersBoard({ filters, canEdit }: OrdersBoardProps) {
  const [dragging, setDragging] = useState<OrderRow | null>(null);
  const change = useChangeStatus();
  const summary = useOrdersSummary(summaryFilterOf(filters));

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
          summary={summary.data?.results.find((head) => head.status === status)}
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
