import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

export type GenericDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  onClose: () => void;
  onSave?: () => void;
  saveText?: string;
  /** read-only users see only «Закрыть» (SPEC §6) */
  readOnly?: boolean;
  /** no buttons at all */
  hideButtons?: boolean;
  /** shows «Удалить», or «Восстановить» when the record is deleted */
  onDelete?: () => void;
  deleted?: boolean;
  busy?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
};

/** SPEC §2: the generic dialog with its three button modes; full screen on phones (below the theme's sm). */
export function GenericDialog({
  open,
  title,
  children,
  onClose,
  onSave,
  saveText = 'Сохранить',
  readOnly = false,
  hideButtons = false,
  onDelete,
  deleted = false,
  busy = false,
  maxWidth = 'sm',
}: GenericDialogProps) {
  // useTheme: the app's theme, or MUI's default one (same sm) where no provider is, as in tests
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth fullScreen={phone}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      {!hideButtons && (
        <DialogActions>
          {readOnly ? (
            <Button onClick={onClose}>Закрыть</Button>
          ) : (
            <>
              {onDelete && (
                <Button
                  color={deleted ? 'success' : 'error'}
                  onClick={onDelete}
                  disabled={busy}
                  sx={{ mr: 'auto' }}
                >
                  {deleted ? 'Восстановить' : 'Удалить'}
                </Button>
              )}
              <Button onClick={onClose} color="inherit">
                Отмена
              </Button>
              <Button variant="contained" onClick={onSave} disabled={busy}>
                {saveText}
              </Button>
            </>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
