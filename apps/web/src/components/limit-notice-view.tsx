import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { tariff } from '@sp/shared/routes/cabinet-paths';
import { useId } from 'react';
import { billingSideOf } from '../lib/billing-side';
import { limitNotice, useLimitNotice } from '../lib/limit-notice';
import { navigateTo } from '../lib/navigation';
import { useSession } from '../lib/session-store';

/**
 * «Достигнут лимит тарифа»: the server's message (which limit, which tariff lifts it) and «Сменить тариф» to
 * /app/tariff, for whoever may change the tariff there (a company's employees ask its owner).
 */
export function LimitNoticeView() {
  const notice = useLimitNotice();
  const canChange = billingSideOf(useSession()) !== null;
  const titleId = useId();
  const close = () => limitNotice.close();
  return (
    <Dialog open={notice !== null} onClose={close} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Достигнут лимит тарифа</DialogTitle>
      <DialogContent>
        <DialogContentText>{notice?.message}</DialogContentText>
        {!canChange && (
          <DialogContentText sx={{ mt: 1 }}>Тариф компании меняет её владелец.</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          Закрыть
        </Button>
        {canChange && (
          <Button
            variant="contained"
            onClick={() => {
              close();
              navigateTo(tariff());
            }}
          >
            Сменить тариф
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
