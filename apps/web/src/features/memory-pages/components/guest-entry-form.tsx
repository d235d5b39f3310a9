import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GuestEntryCreated } from '@sp/shared/api/guest-book';
import {
  cleanGuestName,
  cleanGuestText,
  GUEST_BOOK_MSG,
  GUEST_NAME_MAX,
  GUEST_TEXT_MAX,
  type GuestBookModeration,
  type GuestEntryKind,
} from '@sp/shared/api/guest-book-limits';
import { type FormEvent, useState } from 'react';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { RECAPTCHA_ERROR } from '../../../components/captcha/recaptcha';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { ApiError, errorText } from '../../../lib/api-error';
import { postGuestEntry } from '../api/post-guest-entry';

export type GuestEntryValues = { name: string; text: string };
export type GuestEntryErrors = Partial<Record<keyof GuestEntryValues, string>>;

/**
 * The server's rules, checked before sending: a memory needs a name and text (plain text, as the server cleans
 * it: markup and invisible characters do not count), a candle needs neither; both within their limits.
 */
export function validateGuestEntry(kind: GuestEntryKind, values: GuestEntryValues): GuestEntryErrors {
  const errors: GuestEntryErrors = {};
  const name = cleanGuestName(values.name);
  const text = cleanGuestText(values.text);
  if (name.length > GUEST_NAME_MAX) errors.name = GUEST_BOOK_MSG.nameTooLong;
  if (kind === 'memory') {
    if (!name) errors.name = GUEST_BOOK_MSG.nameRequired;
    if (!text) errors.text = GUEST_BOOK_MSG.textRequired;
    else if (text.length > GUEST_TEXT_MAX) errors.text = GUEST_BOOK_MSG.textTooLong;
  }
  return errors;
}

type GuestEntryFormProps = {
  pageId: number;
  token: string | null;
  kind: GuestEntryKind;
  moderation: GuestBookModeration;
  onDone: (result: GuestEntryCreated) => void;
  onCancel: () => void;
};

/**
 * A guest's memory (name and text) or candle (a name if they wish), with the anti-bot check. Loaded only when a
 * guest starts to write: the public page does not carry it.
 */
export function GuestEntryForm({ pageId, token, kind, moderation, onDone, onCancel }: GuestEntryFormProps) {
  const [values, setValues] = useState<GuestEntryValues>({ name: '', text: '' });
  const [errors, setErrors] = useState<GuestEntryErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const memory = kind === 'memory';

  const change = (field: keyof GuestEntryValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = validateGuestEntry(kind, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    let answer: string | undefined;
    try {
      answer = await captcha.token('guest_book');
    } catch {
      setProblem(RECAPTCHA_ERROR);
      return;
    }
    setBusy(true);
    try {
      const result = await postGuestEntry(pageId, token, {
        kind,
        name: values.name,
        text: memory ? values.text : '',
        ...(answer ? { captcha: answer } : {}),
      });
      onDone(result);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors({ name: fields.name?.[0], text: fields.text?.[0] });
      setProblem(fields.name || fields.text ? null : errorText(error));
    } finally {
      setBusy(false);
      captcha.renew();
    }
  };

  const length = cleanGuestText(values.text).length;
  return (
    <Box
      component="form"
      noValidate
      aria-label={memory ? 'Написать воспоминание' : 'Зажечь свечу'}
      onSubmit={(event) => void submit(event)}
    >
      <Stack spacing={2}>
        <Typography variant="h4" component="h3" sx={{ fontSize: '1.15rem' }}>
          {memory ? 'Ваше воспоминание' : 'Зажечь свечу'}
        </Typography>
        {problem && (
          <Alert severity="error" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <TextField
          label="Ваше имя"
          required={memory}
          fullWidth
          autoFocus
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={
            errors.name ??
            (memory
              ? 'Так подпишем ваше воспоминание'
              : 'Необязательно: его увидит только хранитель страницы')
          }
          slotProps={{ htmlInput: { maxLength: GUEST_NAME_MAX } }}
        />
        {memory && (
          <TextField
            label="Воспоминание"
            required
            fullWidth
            multiline
            minRows={4}
            value={values.text}
            onChange={(event) => change('text', event.target.value)}
            error={Boolean(errors.text)}
            helperText={errors.text ?? `${length} из ${GUEST_TEXT_MAX} символов`}
          />
        )}
        {memory && (
          <Typography variant="body2" color="text.secondary">
            {moderation === 'approval'
              ? 'Воспоминание появится на странице после одобрения хранителем страницы.'
              : 'Воспоминание появится на странице сразу.'}
          </Typography>
        )}
        <CaptchaField key={captcha.key} onChange={captcha.setPayload} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy || captcha.missing}>
            {busy ? 'Отправляем…' : memory ? 'Отправить' : 'Зажечь свечу'}
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            Отмена
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
