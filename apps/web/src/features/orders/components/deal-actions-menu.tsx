import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

type DealActionsMenuProps = {
  /** the button's name: «Действия со сделкой № 30», «Действия с продажей № 5» */
  label: string;
  /** «Удалить сделку» («Удалить продажу»), shown to those who may delete (the page asks first) */
  onDelete?: () => void;
  deleteLabel: string;
};

/** The deal's rarely used actions behind ⋮ «Действия»: deleting it, which the page then confirms. */
export function DealActionsMenu({ label, onDelete, deleteLabel }: DealActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  if (!onDelete) return null;
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{deleteLabel}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
