import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HandoverPreview } from '@sp/shared/api/memory-pages';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { errorText } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { useAcceptHandover, useHandoverPreview } from '../api/handover';
import { lifeYearsText } from './person-format';

type AcceptCodeDialogProps = { open: boolean; onClose: () => void; onAccepted: (pageId: number) => void };

/**
 * «Принять страницу по коду»: the family types the code a funeral company gave them, sees whose page it is and
 * accepts it; the page, the person and the photos become theirs and the person joins their tree.
 */
export function AcceptCodeDialog({ open, onClose, onAccepted }: AcceptCodeDialogProps) {
  const { profile } = useSession();
  const [code, setCode] = useState('');
  const [preview, setPreview] = useState<HandoverPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useHandoverPreview();
  const accept = useAcceptHandover();

  const close = () => {
    setCode('');
    setPreview(null);
    setFailure(null);
    onClose();
  };

  const next = () => {
    setFailure(null);
    if (!preview) {
      if (!code.trim()) {
        setFailure('Введите код');
        return;
      }
      check.mutate(code, { onSuccess: setPreview, onError: (error) => setFailure(errorText(error)) });
      return;
    }
    accept.mutate(
      { pageId: preview.page_id, profile: profile?.id, code },
      {
        onSuccess: (result) => {
          snackbar.success('Страница памяти теперь ваша');
          close();
          onAccepted(result.page_id);
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <GenericDialog
      open={open}
      title="Принять страницу по коду"
      onClose={close}
      onSave={next}
      saveText={preview ? 'Принять' : 'Проверить код'}
      busy={check.isPending || accept.isPending}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Код передачи выдаёт ритуальная компания, которая создала страницу памяти. После принятия страница,
        человек и фотографии станут вашими, а человек появится в вашем древе.
      </Typography>
      <TextField
        label="Код передачи"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.toUpperCase());
          setPreview(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            next();
          }
        }}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 20, style: { letterSpacing: 2, fontFamily: 'monospace' } } }}
      />
      {preview && (
        <Box
          data-testid="handover-preview"
          sx={{
            mt: 2,
            p: 2,
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'rgba(79, 168, 0, 0.06)',
          }}
        >
          <Typography sx={{ fontWeight: 500 }}>{preview.full_name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {lifeYearsText(preview.date_birth, preview.date_death)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Передаёт компания «{preview.company_name}»
          </Typography>
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </GenericDialog>
  );
}
