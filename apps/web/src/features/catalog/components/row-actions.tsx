import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

type RowActionsProps = {
  /** the record's name, for the buttons' accessible names */
  name: string;
  canEdit: boolean;
  canDelete: boolean;
  onOpen: () => void;
  onDelete?: () => void;
  children?: ReactNode;
};

/** Edit (or view, for read-only viewers) and delete buttons of a table row. */
export function RowActions({ name, canEdit, canDelete, onOpen, onDelete, children }: RowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={canEdit ? 'Изменить' : 'Просмотреть'}>
        <IconButton
          size="small"
          aria-label={`${canEdit ? 'Изменить' : 'Просмотреть'}: ${name}`}
          onClick={onOpen}
        >
          {canEdit ? <EditOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
        </IconButton>
      </Tooltip>
      {children}
      {canDelete && onDelete && (
        <Tooltip title="Удалить">
          <IconButton size="small" color="error" aria-label={`Удалить: ${name}`} onClick={onDelete}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
