import { useState } from 'react';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { loginByCode } from '../api/login-code';
import { sendConfirmCode } from '../api/send-confirm-code';
import { CodeForm } from './code-form';
import { IdentifierForm } from './identifier-form';

/** Login by a one-time code: ask for the phone or e-mail, send the code, then check it. */
export function CodeLoginFlow() {
  const [login, setLogin] = useState<string | null>(null);

  if (login === null) {
    return (
      <IdentifierForm
        text="Мы отправим код для входа на ваш телефон или e-mail."
        submitText="Получить код"
        onSubmit={async (value) => {
          await sendConfirmCode({ login: value, action: 'login' });
          snackbar.success('Код отправлен');
          setLogin(value);
        }}
      />
    );
  }
  return (
    <CodeForm
      text={`Введите код из 5 цифр, отправленный на ${login}.`}
      submitText="Войти"
      onSubmit={async (code, captcha) => sessionStore.signIn(await loginByCode({ login, code, captcha }))}
      onResend={async () => {
        await sendConfirmCode({ login, action: 'login' });
        snackbar.success('Код отправлен');
      }}
      onBack={() => setLogin(null)}
    />
  );
}
