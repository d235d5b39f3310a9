import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Shopper } from '@sp/shared/api/shoppers';
import { codeField } from '@sp/shared/validation/fields';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type ConfirmRequest, useConfirmShopper } from '../api/confirm-shopper';

type Channel = 'phone' | 'email';

type ShopperConfirmDialogProps = {
  shopper: Shopper;
  onClose: () => void;
};

/**
 * Confirming a client by code (POST /api/company-shoppers/confirm/): choose the saved phone or e-mail, send the
 * code, type what the client names, record whether they agree to notifications by phone and by e-mail.
 */
export function ShopperConfirmDialog({ shopper, onClose }: ShopperConfirmDialogProps) {
  const confirm = useConfirmShopper();
  const [channel, setChannel] = useState<Channel>(shopper.phone ? 'phone' : 'email');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  // consent is asked, never assumed: the boxes start as the client left them (unticked at first)
  const [notifyPhone, setNotifyPhone] = useState(shopper.is_notify_phone);
  const [notifyEmail, setNotifyEmail] = useState(shopper.is_notify_email);
  const contact = (): Pick<ConfirmRequest, 'phone' | 'email'> =>
    channel === 'phone' ? { phone: shopper.phone } : { email: shopper.email };
  const noContact = !shopper.phone && !shopper.email;

  const send = () =>
    confirm.mutate(
      { shopper_id: shopper.id, ...contact() },
      {
        onSuccess: (result) => {
          setSentTo(result.detail);
          setCode('');
          setCodeError(null);
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );

  const finish = () => {
    const checked = codeField.safeParse(code);
    if (!checked.success) {
      setCodeError(checked.error.issues[0].message);
      return;
    }
    confirm.mutate(
      {
        shopper_id: shopper.id,
        ...contact(),
        code: checked.data,
        is_notify_phone: notifyPhone && Boolean(shopper.phone),
        is_notify_email: notifyEmail && Boolean(shopper.email),
      },
      {
        onSuccess: (result) => {
          snackbar.success(`${result.detail}: ${shopper.name}`);
          onClose();
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fields.code?.join(' ') : undefined;
          if (message) setCodeError(message);
          else snackbar.error(errorText(error));
        },
      },
    );
  };

  return (
    <GenericDialog
      open
      title={`Подтверждение клиента: ${shopper.name}`}
      onClose={onClose}
      onSave={sentTo ? finish : send}
      saveText={sentTo ? 'Подтвердить' : 'Отправить код'}
      busy={confirm.isPending || noContact}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {noContact ? (
          <Alert severity="warning" variant="outlined">
            Укажите телефон или e-mail клиента в его карточке, чтобы отправить код.
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              Подтверждённый клиент видит свои сделки в личном кабинете, а сделку можно перевести дальше
              статуса «В работе».
            </Typography>
            <RadioGroup
              aria-label="Куда отправить код"
              value={channel}
              onChange={(event) => {
                setChannel(event.target.value as Channel);
                setSentTo(null);
              }}
            >
              <FormControlLabel
                value="phone"
                control={<Radio />}
                disabled={!shopper.phone}
                label={shopper.phone ? `На телефон ${shopper.phone}` : 'Телефон не указан'}
              />
              <FormControlLabel
                value="email"
                control={<Radio />}
                disabled={!shopper.email}
                label={shopper.email ? `На e-mail ${shopper.email}` : 'E-mail не указан'}
              />
            </RadioGroup>
          </>
        )}
        {sentTo && (
          <>
            <Alert severity="success" variant="outlined">
              {sentTo}
            </Alert>
            <TextField
              label="Код из сообщения"
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, 5));
                setCodeError(null);
              }}
              error={Boolean(codeError)}
              helperText={codeError ?? '5 цифр'}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
              autoFocus
            />
            <Stack>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={notifyPhone && Boolean(shopper.phone)}
                    onChange={(e) => setNotifyPhone(e.target.checked)}
                  />
                }
                disabled={!shopper.phone}
                label="Клиент согласен получать уведомления по телефону"
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={notifyEmail && Boolean(shopper.email)}
                    onChange={(e) => setNotifyEmail(e.target.checked)}
                  />
                }
                disabled={!shopper.email}
                label="Клиент согласен получать уведомления по e-mail"
              />
            </Stack>
            <Button onClick={send} disabled={confirm.isPending} sx={{ alignSelf: 'flex-start' }}>
              Отправить код ещё раз
            </Button>
          </>
        )}
      </Stack>
    </GenericDialog>
  );
}
