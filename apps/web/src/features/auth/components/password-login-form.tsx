import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PasswordLoginValues } from '@sp/shared/validation/auth-forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { lazyZodResolver } from '../../../components/lazy-zod-resolver';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { login } from '../api/login';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

const CAPTCHA_MISSING = 'Подтвердите, что вы не робот';

/** Login by password with one «Телефон или e-mail» field. */
export function PasswordLoginForm() {
  const form = useForm<PasswordLoginValues>({
    resolver: lazyZodResolver(() =>
      import('@sp/shared/validation/auth-forms').then((m) => m.passwordLoginSchema),
    ),
    defaultValues: { login: '', password: '' },
  });
  useTimedErrors(form);
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);

  const handleSubmit = form.handleSubmit(async (values) => {
    if (captcha.missing) return snackbar.error(CAPTCHA_MISSING);
    setBusy(true);
    try {
      sessionStore.signIn(await login({ ...values, captcha: await captcha.token('login') }));
    } catch (error) {
      snackbar.error(errorText(error));
      captcha.renew();
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      <FormTextField control={form.control} name="login" label="Телефон или e-mail" autoComplete="username" />
      <FormTextField
        control={form.control}
        name="password"
        label="Пароль"
        type="password"
        autoComplete="current-password"
      />
      <CaptchaField key={captcha.key} onChange={captcha.setPayload} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Войти
      </Button>
    </Stack>
  );
}
