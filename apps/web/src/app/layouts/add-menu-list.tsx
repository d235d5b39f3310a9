import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import type { AddMenuItem } from './add-menu-items';

type AddMenuListProps = { anchor: HTMLElement; items: readonly AddMenuItem[]; onClose: () => void };

/** The add menu's entries, loaded when the menu is first opened. */
export function AddMenuList({ anchor, items, onClose }: AddMenuListProps) {
  const navigate = useNavigate();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.to}
          onClick={() => {
            onClose();
            void navigate(item.to);
          }}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
