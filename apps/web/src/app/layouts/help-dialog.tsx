import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { HelpPage } from '@sp/shared/routes/route-table';
import { HELP_TEXTS } from './help-texts';

type HelpDialogProps = { page: HelpPage; open: boolean; onClose: () => void };

export function HelpDialog({ page, open, onClose }: HelpDialogProps) {
  const help = HELP_TEXTS[page];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{help.title}</DialogTitle>
      <DialogContent>
        {help.paragraphs.map((text) => (
          <Typography key={text} sx={{ mb: 1.5 }}>
            {text}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
