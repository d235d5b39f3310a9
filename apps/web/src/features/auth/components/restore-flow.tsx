import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { snackbar } from '../../../lib/snackbar-store';
import { restorePass } from '../api/restore-pass';
import { CaptchaField } from './captcha-field';
import { IdentifierForm } from './identifier-form';
import { NewPasswordForm } from './new-password-form';
import { useCaptcha } from './use-captcha';

type RestoreFlowProps = { onBack: () => void };

/**
 * Password restore: restore-pass sends a code, then confirm-code sets the new password. «У меня уже есть код» goes
 * straight to the second step with a code received before (one an administrator had sent, issue 16).
 */
export function RestoreFlow({ onBack }: RestoreFlowProps) {
  const [login, setLogin] = useState<string | null>(null);
  const [haveCode, setHaveCode] = useState(false);
  const captcha = useCaptcha();

  if (login !== null) return <NewPasswordForm login={login} onBack={() => setLogin(null)} />;
  if (haveCode)
    return (
      <IdentifierForm
        text="Укажите телефон или e-mail аккаунта, на который пришёл код."
        submitText="Дальше"
        onBack={() => setHaveCode(false)}
        onSubmit={async (value) => setLogin(value)}
      />
    );
  return (
    <>
      <IdentifierForm
        text="Укажите телефон или e-mail аккаунта: мы отправим код для смены пароля."
        submitText="Получить код"
        extra={<CaptchaField key={captcha.key} onChange={captcha.setPayload} />}
        onBack={onBack}
        onSubmit={async (value) => {
          if (captcha.missing) return snackbar.error('Подтвердите, что вы не робот');
          try {
            const answer = await restorePass({ login: value, captcha: await captcha.token('restore') });
            snackbar.success(answer?.detail ?? 'Код отправлен');
            setLogin(value);
          } catch (error) {
            captcha.renew();
            throw error;
          }
        }}
      />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" onClick={() => setHaveCode(true)}>
          У меня уже есть код
        </Link>
      </Box>
    </>
  );
}
