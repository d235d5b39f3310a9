import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
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

/**
 * A board card's small menu (⋮ «Сменить статус сделки № N»): the drag's move from the keyboard or a phone,
 * offering only the allowed statuses.
 */
export function StatusMenu({ number, allowed, onPick, disabled }: StatusMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Сменить статус сделки № ${number}`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled || allowed.length === 0}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        sx={{ m: -0.75 }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ lineHeight: '32px' }}>Перевести в статус</ListSubheader>
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
