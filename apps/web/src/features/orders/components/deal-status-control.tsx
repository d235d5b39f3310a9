import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@sp/shared/orders/statuses';
import { useId, useState } from 'react';
import { StatusChip } from './status-chip';

type DealStatusControlProps = {
  status: OrderStatus;
  /** where the deal may go now (the server's next_statuses) */
  next: readonly OrderStatus[];
  /** false: the status is only shown */
  canEdit: boolean;
  busy?: boolean;
  onPick: (status: OrderStatus) => void;
};

/**
 * The deal's status, shown once: a chip, and for those who may change it a button on the chip opening the
 * statuses it may move to (the move is saved at once).
 */
export function DealStatusControl({ status, next, canEdit, busy, onPick }: DealStatusControlProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const moves = next.filter((to) => to !== status);
  if (!canEdit || moves.length === 0) return <StatusChip status={status} size="medium" />;
  return (
    <>
      <Button
        variant="text"
        aria-label={`Статус: ${ORDER_STATUS_LABELS[status]}. Сменить статус`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDown />}
        sx={{ p: 0.25, pr: 1, borderRadius: 4, minWidth: 0 }}
      >
        <StatusChip status={status} size="medium" />
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ lineHeight: '32px' }}>Перевести в статус</ListSubheader>
        {moves.map((to) => (
          <MenuItem
            key={to}
            onClick={() => {
              setAnchor(null);
              onPick(to);
            }}
          >
            {ORDER_STATUS_LABELS[to]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
