import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@sp/shared/orders/statuses';
import { useId, useState } from 'react';

type StatusMenuProps = {
  /** the deal's number, for the button's accessible name */
  number: number;
  allowed: readonly OrderStatus[];
  onPick: (status: OrderStatus) => void;
  disabled?: boolean;
};

/** «Сменить статус»: the board's move from the keyboard or a phone, offering only the allowed statuses. */
export function StatusMenu({ number, allowed, onPick, disabled }: StatusMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<SwapHoriz />}
        aria-label={`Сменить статус сделки № ${number}`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled || allowed.length === 0}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        Сменить статус
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {allowed.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              onPick(status);
            }}
          >
            {ORDER_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
