import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PORTAL_PRODUCT_MSG, type PortalProduct } from '@sp/shared/api/portal-products';
import { MSG } from '@sp/shared/validation/messages';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSetPortalProductHidden } from '../api/portal-products';

const REASON_MAX = 500;

/**
 * «Скрыть» asks for the reason (required; the company's owner receives it) in a dialog; «Вернуть» asks for a
 * confirmation. Either one reads the list again.
 */
export function OfferActions({ offer }: { offer: PortalProduct }) {
  const [asking, setAsking] = useState<'hide' | 'restore' | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useSetPortalProductHidden();
  const close = () => {
    setAsking(null);
    setReason('');
    setTouched(false);
  };
  const trimmed = reason.trim();
  const problem = !trimmed
    ? MSG.required
    : trimmed.length > REASON_MAX
      ? PORTAL_PRODUCT_MSG.reasonLong
      : null;

  const send = (value: string | null) =>
    save.mutate(
      { offer, reason: value },
      {
        onSuccess: (saved) => {
          snackbar.success(
            saved.hidden ? `«${saved.name}» скрыто с портала` : `«${saved.name}» снова на портале`,
          );
          close();
        },
        onError: (error) => {
          snackbar.error(errorText(error));
          close();
        },
      },
    );

  return (
    <>
      {offer.hidden ? (
        <Button
          size="small"
          variant="outlined"
          color="success"
          disabled={save.isPending}
          aria-label={`Вернуть на портал: ${offer.name}`}
          onClick={(event) => {
            event.stopPropagation();
            setAsking('restore');
          }}
        >
          Вернуть
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={save.isPending}
          aria-label={`Скрыть с портала: ${offer.name}`}
          onClick={(event) => {
            event.stopPropagation();
            setAsking('hide');
          }}
        >
          Скрыть
        </Button>
      )}
      <Dialog
        open={asking === 'hide'}
        onClose={close}
        maxWidth="sm"
        fullWidth
        aria-labelledby={`hide-${offer.kind}-${offer.id}`}
      >
        <DialogTitle id={`hide-${offer.kind}-${offer.id}`}>Скрыть «{offer.name}»</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Посетители перестанут видеть его в поиске, на странице компании «{offer.company.name}» и в
            корзине. Компания увидит его в своём каталоге с пометкой, а владелец получит сообщение с причиной.
          </Typography>
          <TextField
            label="Причина"
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && problem !== null}
            helperText={touched && problem ? problem : 'Её увидят владелец и сотрудники компании'}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            Отмена
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={save.isPending}
            onClick={() => {
              setTouched(true);
              if (!problem) send(trimmed);
            }}
          >
            Скрыть
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={asking === 'restore'}
        text={`Вернуть «${offer.name}» на портал? Посетители снова увидят его в поиске и на странице компании, владелец получит сообщение.`}
        busy={save.isPending}
        onCancel={close}
        onConfirm={() => send(null)}
      />
    </>
  );
}
