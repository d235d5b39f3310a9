import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  text?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** what the action may take besides «Да» (a reason), under the text */
  children?: ReactNode;
};

/** SPEC §2: title «Подвердить действие» (the spec's spelling), buttons «Отмена» and «Да». */
export function ConfirmDialog({
  open,
  text,
  onConfirm,
  onCancel,
  busy = false,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>Подвердить действие</DialogTitle>
      {(text || children) && (
        <DialogContent>
          {text && <Typography>{text}</Typography>}
          {children}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          Отмена
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy}>
          Да
        </Button>
      </DialogActions>
    </Dialog>
  );
}
