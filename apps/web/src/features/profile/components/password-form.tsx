import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { refreshPassBodySchema } from '@sp/shared/api/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { changePassword } from '../api/change-password';

type Values = { password: string; new_password: string };

export function PasswordForm() {
  const form = useForm<Values>({
    resolver: zodResolver(refreshPassBodySchema),
    defaultValues: { password: '', new_password: '' },
  });
  useTimedErrors(form);
  const [busy, setBusy] = useState(false);
  const handleSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      sessionStore.signIn(await changePassword(values));
      form.reset();
      snackbar.success('Пароль изменён');
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      <FormTextField
        control={form.control}
        name="password"
        label="Текущий пароль"
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        control={form.control}
        name="new_password"
        label="Новый пароль"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Сменить пароль
      </Button>
    </Stack>
  );
}
