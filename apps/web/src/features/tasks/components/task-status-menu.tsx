import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@sp/shared/api/tasks';
import { useId, useState } from 'react';

type TaskStatusMenuProps = {
  title: string;
  status: TaskStatus;
  onPick: (status: TaskStatus) => void;
  disabled?: boolean;
};

/** «Сменить статус»: the board's move from the keyboard or a phone (any other status). */
export function TaskStatusMenu({ title, status, onPick, disabled }: TaskStatusMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<SwapHoriz />}
        aria-label={`Сменить статус задачи «${title}»`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        Сменить статус
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {TASK_STATUSES.filter((option) => option !== status).map((option) => (
          <MenuItem
            key={option}
            onClick={() => {
              setAnchor(null);
              onPick(option);
            }}
          >
            {TASK_STATUS_LABELS[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
