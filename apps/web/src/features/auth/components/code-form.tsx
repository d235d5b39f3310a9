import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CodeValues } from '@sp/shared/validation/auth-forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { lazyZodResolver } from '../../../components/lazy-zod-resolver';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

type CodeFormProps = {
  text: string;
  submitText: string;
  /** gets the code and the captcha's answer (the server asks for one on every code check) */
  onSubmit: (code: string, captcha: string | undefined) => Promise<void>;
  onResend?: () => Promise<void>;
  onBack: () => void;
};

/** The 5-digit code step shared by login by code and registration. */
export function CodeForm({ text, submitText, onSubmit, onResend, onBack }: CodeFormProps) {
  const form = useForm<CodeValues>({
    resolver: lazyZodResolver(() => import('@sp/shared/validation/auth-forms').then((m) => m.codeSchema)),
    defaultValues: { code: '' },
  });
  useTimedErrors(form);
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      snackbar.error(errorText(error));
      captcha.renew();
    } finally {
      setBusy(false);
    }
  };

  const submit = form.handleSubmit((values) => {
    if (captcha.missing) return snackbar.error('Подтвердите, что вы не робот');
    return run(async () => onSubmit(values.code, await captcha.token('code')));
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography color="text.secondary">{text}</Typography>
      <FormTextField
        control={form.control}
        name="code"
        label="Код подтверждения"
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <CaptchaField key={captcha.key} onChange={captcha.setPayload} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {submitText}
      </Button>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack} color="inherit">
          Назад
        </Button>
        {onResend && (
          <Button onClick={() => run(onResend)} disabled={busy}>
            Отправить код ещё раз
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
