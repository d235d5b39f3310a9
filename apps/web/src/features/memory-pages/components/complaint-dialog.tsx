import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MEMORY_PAGE_MSG } from '@sp/shared/api/memory-pages';
import {
  COMPLAINT_REASON_LABELS,
  COMPLAINT_REASONS,
  COMPLAINT_TEXT_MAX,
  type ComplaintReason,
  PAGE_COMPLAINT_MSG,
} from '@sp/shared/api/page-complaints';
import { isEmail, isPhone } from '@sp/shared/validation/patterns';
import { type FormEvent, useState } from 'react';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { RECAPTCHA_ERROR } from '../../../components/captcha/recaptcha';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { ApiError, errorText } from '../../../lib/api-error';
import { reportPage, visitorSignedIn } from '../api/report-page';

export type ComplaintValues = { reason: ComplaintReason | ''; text: string; contact: string };
export type ComplaintErrors = Partial<Record<keyof ComplaintValues, string>>;

/** The server's rules, checked before sending. */
export function validateComplaint(values: ComplaintValues, signedIn: boolean): ComplaintErrors {
  const errors: ComplaintErrors = {};
  const contact = values.contact.trim();
  if (!values.reason) errors.reason = 'Выберите причину';
  if (values.reason === 'other' && !values.text.trim()) errors.text = PAGE_COMPLAINT_MSG.textRequired;
  if (values.text.trim().length > COMPLAINT_TEXT_MAX)
    errors.text = `Не длиннее ${COMPLAINT_TEXT_MAX} символов`;
  if (!contact && !signedIn) errors.contact = PAGE_COMPLAINT_MSG.contactRequired;
  else if (contact && !isPhone(contact) && !isEmail(contact)) errors.contact = MEMORY_PAGE_MSG.contactFormat;
  return errors;
}

type ComplaintDialogProps = { pageId: number; open: boolean; onClose: () => void };

/**
 * «Пожаловаться» on a public memory page: the reason, what is wrong, a contact to answer (a guest must give one)
 * and, from a guest, the anti-bot check. Loaded only when a visitor opens it: the public page does not carry it.
 */
export function ComplaintDialog({ pageId, open, onClose }: ComplaintDialogProps) {
  const [signedIn] = useState(visitorSignedIn);
  const [values, setValues] = useState<ComplaintValues>({ reason: '', text: '', contact: '' });
  const [errors, setErrors] = useState<ComplaintErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();

  const change = (field: keyof ComplaintValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = validateComplaint(values, signedIn);
    setErrors(found);
    if (Object.keys(found).length || !values.reason) return;
    let answer: string | undefined;
    if (!signedIn) {
      try {
        answer = await captcha.token('page_complaint');
      } catch {
        setProblem(RECAPTCHA_ERROR);
        return;
      }
    }
    setBusy(true);
    try {
      const result = await reportPage(pageId, {
        reason: values.reason,
        text: values.text.trim(),
        contact: values.contact.trim(),
        ...(answer ? { captcha: answer } : {}),
      });
      setSent(result.detail);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors({ reason: fields.reason?.[0], text: fields.text?.[0], contact: fields.contact?.[0] });
      setProblem(fields.reason || fields.text || fields.contact ? null : errorText(error));
    } finally {
      setBusy(false);
      if (!signedIn) captcha.renew();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="complaint-title"
    >
      <DialogTitle id="complaint-title">Пожаловаться на страницу</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success">{sent}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Закрыть</Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate aria-label="Жалоба на страницу" onSubmit={(event) => void submit(event)}>
          <DialogContent>
            <Stack spacing={2}>
              {problem && (
                <Alert severity="error" onClose={() => setProblem(null)}>
                  {problem}
                </Alert>
              )}
              <FormControl error={Boolean(errors.reason)} required>
                <FormLabel id="complaint-reason">Причина</FormLabel>
                <RadioGroup
                  aria-labelledby="complaint-reason"
                  value={values.reason}
                  onChange={(event) => change('reason', event.target.value)}
                >
                  {COMPLAINT_REASONS.map((reason) => (
                    <FormControlLabel
                      key={reason}
                      value={reason}
                      control={<Radio />}
                      label={COMPLAINT_REASON_LABELS[reason]}
                    />
                  ))}
                </RadioGroup>
                {errors.reason && (
                  <Alert severity="error" variant="outlined" sx={{ mt: 1, py: 0 }}>
                    {errors.reason}
                  </Alert>
                )}
              </FormControl>
              <TextField
                label="Подробности"
                required={values.reason === 'other'}
                fullWidth
                multiline
                minRows={3}
                value={values.text}
                onChange={(event) => change('text', event.target.value)}
                error={Boolean(errors.text)}
                helperText={errors.text ?? 'Что именно не так: это поможет администратору'}
                slotProps={{ htmlInput: { maxLength: COMPLAINT_TEXT_MAX } }}
              />
              <TextField
                label="Почта или телефон"
                required={!signedIn}
                fullWidth
                autoComplete="email"
                value={values.contact}
                onChange={(event) => change('contact', event.target.value)}
                error={Boolean(errors.contact)}
                helperText={
                  errors.contact ??
                  (signedIn
                    ? 'Необязательно: оставьте, если ждёте ответа'
                    : 'Чтобы администратор мог ответить вам')
                }
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
              {!signedIn && <CaptchaField key={captcha.key} onChange={captcha.setPayload} />}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Отмена
            </Button>
            <Button type="submit" variant="contained" disabled={busy || (!signedIn && captcha.missing)}>
              {busy ? 'Отправляем…' : 'Отправить'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
