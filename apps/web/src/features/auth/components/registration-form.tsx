import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import type { RegistrationValues } from '@sp/shared/validation/auth-forms';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { lazyZodResolver } from '../../../components/lazy-zod-resolver';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { register } from '../api/registration';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

type RegistrationFormProps = { onRegistered: (login: string) => void };

/** Registration as a person (type_user 1) or a company (type_user 2, with its name). */
export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const typeLabelId = useId();
  const form = useForm<RegistrationValues>({
    resolver: lazyZodResolver(() =>
      import('@sp/shared/validation/auth-forms').then((m) => m.registrationSchema),
    ),
    defaultValues: { login: '', password: '', type_user: '1', first_name: '', company_name: '' },
  });
  useTimedErrors(form);
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const typeUser = useWatch({ control: form.control, name: 'type_user' });

  const handleSubmit = form.handleSubmit(async (values) => {
    if (captcha.missing) return snackbar.error('Подтвердите, что вы не робот');
    setBusy(true);
    try {
      const answer = await register({
        login: values.login,
        password: values.password,
        type_user: values.type_user === '2' ? 2 : 1,
        first_name: values.first_name || undefined,
        company_name: values.company_name,
        captcha: await captcha.token('registration'),
      });
      if (answer?.detail) snackbar.success(answer.detail);
      onRegistered(values.login);
    } catch (error) {
      snackbar.error(errorText(error));
      captcha.renew();
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      <div>
        <FormLabel id={typeLabelId}>Тип аккаунта</FormLabel>
        <Controller
          control={form.control}
          name="type_user"
          render={({ field }) => (
            <RadioGroup row aria-labelledby={typeLabelId} value={field.value} onChange={field.onChange}>
              <FormControlLabel value="1" control={<Radio />} label="Частное лицо" />
              <FormControlLabel value="2" control={<Radio />} label="Компания" />
            </RadioGroup>
          )}
        />
      </div>
      {typeUser === '2' && (
        <FormTextField
          control={form.control}
          name="company_name"
          label="Название компании"
          autoComplete="organization"
        />
      )}
      <FormTextField control={form.control} name="first_name" label="Имя" autoComplete="given-name" />
      <FormTextField control={form.control} name="login" label="Телефон или e-mail" autoComplete="username" />
      <FormTextField
        control={form.control}
        name="password"
        label="Пароль"
        type="password"
        autoComplete="new-password"
      />
      <CaptchaField key={captcha.key} onChange={captcha.setPayload} />
      <Typography variant="body2" color="text.secondary">
        Нажимая «Зарегистрироваться», вы принимаете{' '}
        <Link component={RouterLink} to={paths.agreement()} target="_blank">
          пользовательское соглашение и даёте согласие на обработку персональных данных
        </Link>
        .
      </Typography>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Зарегистрироваться
      </Button>
    </Stack>
  );
}
