import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { quitCompany } from '../api/quit-company';
import { applySessionAndReload } from './apply-session';

/** For an employee on /app/profile-company: leave the current company of their own will. */
export function QuitCompanySection() {
  const { company } = useSession();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!company) return null;

  const handleQuit = async () => {
    setBusy(true);
    try {
      const session = await quitCompany(company.id);
      applySessionAndReload(session, `Вы покинули компанию «${company.name}»`);
    } catch (error) {
      snackbar.error(errorText(error));
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Работа в компании
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Покинув компанию, вы потеряете доступ к её разделам. Ваш аккаунт и личные данные останутся.
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        Покинуть компанию
      </Button>
      <ConfirmDialog
        open={asking}
        text={`Покинуть компанию «${company.name}»?`}
        busy={busy}
        onConfirm={() => void handleQuit()}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
}
