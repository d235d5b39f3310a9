import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { refreshEmailBodySchema } from '@sp/shared/api/profile';
import { codeSchema } from '@sp/shared/validation/auth-forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { confirmEmailChange, requestEmailChange } from '../api/change-email';

type EmailValues = { password: string; new_email: string };

function CodeStep({ newEmail, onDone }: { newEmail: string; onDone: () => void }) {
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  useTimedErrors(form);
  const handleSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const answer = await confirmEmailChange(code);
      sessionStore.updateProfile({
        auth_data: { ...sessionStore.get().profile!.auth_data, email: newEmail, is_email_verified: true },
      });
      snackbar.success(answer?.detail ?? 'Адрес электронной почты изменён');
      onDone();
    } catch (error) {
      snackbar.error(errorText(error));
    }
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      <Typography color="text.secondary">Введите код, отправленный на {newEmail}.</Typography>
      <FormTextField
        control={form.control}
        name="code"
        label="Код подтверждения"
        autoComplete="one-time-code"
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          Подтвердить
        </Button>
        <Button color="inherit" onClick={onDone}>
          Отмена
        </Button>
      </Stack>
    </Stack>
  );
}

/** Change of e-mail: the password and the new address, then the code sent there. */
export function EmailForm({ currentEmail }: { currentEmail: string | null }) {
  const form = useForm<EmailValues>({
    resolver: zodResolver(refreshEmailBodySchema),
    defaultValues: { password: '', new_email: '' },
  });
  useTimedErrors(form);
  const [pending, setPending] = useState<string | null>(null);
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await requestEmailChange({ ...values, email: currentEmail ?? '' });
      snackbar.success(answer?.detail ?? 'Код отправлен');
      setPending(values.new_email);
    } catch (error) {
      snackbar.error(errorText(error));
    }
  });
  if (pending)
    return (
      <CodeStep
        newEmail={pending}
        onDone={() => {
          setPending(null);
          form.reset();
        }}
      />
    );
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      {currentEmail && <Typography color="text.secondary">Текущий адрес: {currentEmail}</Typography>}
      <FormTextField
        control={form.control}
        name="new_email"
        label="Новый e-mail"
        type="email"
        autoComplete="email"
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Пароль"
        type="password"
        autoComplete="current-password"
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={form.formState.isSubmitting}
      >
        Получить код
      </Button>
    </Stack>
  );
}
