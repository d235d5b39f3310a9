import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NewPasswordValues } from '@sp/shared/validation/auth-forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { lazyZodResolver } from '../../../components/lazy-zod-resolver';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { confirmRestore } from '../api/confirm-code';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

type NewPasswordFormProps = { login: string; onBack: () => void };

/** The second step of password restore: the code and a new password; answers a session. */
export function NewPasswordForm({ login, onBack }: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({
    resolver: lazyZodResolver(() =>
      import('@sp/shared/validation/auth-forms').then((m) => m.newPasswordSchema),
    ),
    defaultValues: { code: '', password: '' },
  });
  useTimedErrors(form);
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);

  const handleSubmit = form.handleSubmit(async (values) => {
    if (captcha.missing) return snackbar.error('Подтвердите, что вы не робот');
    setBusy(true);
    try {
      const session = await confirmRestore({ login, ...values, captcha: await captcha.token('restore') });
      snackbar.success('Пароль изменён');
      sessionStore.signIn(session);
    } catch (error) {
      snackbar.error(errorText(error));
      captcha.renew();
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      <Typography color="text.secondary">
        Введите код, отправленный на {login}, и придумайте новый пароль.
      </Typography>
      <FormTextField
        control={form.control}
        name="code"
        label="Код подтверждения"
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Новый пароль"
        type="password"
        autoComplete="new-password"
      />
      <CaptchaField key={captcha.key} onChange={captcha.setPayload} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Сохранить пароль
      </Button>
      <Button onClick={onBack} color="inherit">
        Назад
      </Button>
    </Stack>
  );
}
