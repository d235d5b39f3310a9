import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IdentifierValues } from '@sp/shared/validation/auth-forms';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { lazyZodResolver } from '../../../components/lazy-zod-resolver';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';

type IdentifierFormProps = {
  text: string;
  submitText: string;
  defaultLogin?: string;
  extra?: ReactNode;
  onSubmit: (login: string) => Promise<void>;
  onBack?: () => void;
};

/** One «Телефон или e-mail» field: the first step of login by code and of password restore. */
export function IdentifierForm({
  text,
  submitText,
  defaultLogin = '',
  extra,
  onSubmit,
  onBack,
}: IdentifierFormProps) {
  const form = useForm<IdentifierValues>({
    resolver: lazyZodResolver(() =>
      import('@sp/shared/validation/auth-forms').then((m) => m.identifierSchema),
    ),
    defaultValues: { login: defaultLogin },
  });
  useTimedErrors(form);
  const [busy, setBusy] = useState(false);

  const handleSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values.login);
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      <Typography color="text.secondary">{text}</Typography>
      <FormTextField control={form.control} name="login" label="Телефон или e-mail" autoComplete="username" />
      {extra}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {submitText}
      </Button>
      {onBack && (
        <Button onClick={onBack} color="inherit">
          Назад
        </Button>
      )}
    </Stack>
  );
}
