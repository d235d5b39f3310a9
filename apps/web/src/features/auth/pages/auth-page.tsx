import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { sendConfirmCode } from '../api/send-confirm-code';
import { verify } from '../api/verification';
import { CodeForm } from '../components/code-form';
import { CodeLoginFlow } from '../components/code-login-flow';
import { PasswordLoginForm } from '../components/password-login-form';
import { RegistrationForm } from '../components/registration-form';
import { RestoreFlow } from '../components/restore-flow';

type Step = 'login' | 'restore' | 'verify';

/**
 * /auth: login (by password or by code), registration with its code step, password restore.
 * Once a session is held the route guard sends the visitor to `redirect` or the cabinet.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const plan = params.get('plan') === 'register' ? 'register' : 'login';
  const [step, setStep] = useState<Step>('login');
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [pendingLogin, setPendingLogin] = useState('');

  const setPlan = (next: 'login' | 'register') => {
    const copy = new URLSearchParams(params);
    copy.set('plan', next);
    setParams(copy, { replace: true });
    setStep('login');
  };

  let content: React.ReactNode;
  if (step === 'restore') {
    content = <RestoreFlow onBack={() => setStep('login')} />;
  } else if (step === 'verify') {
    content = (
      <CodeForm
        text={`Мы отправили код подтверждения на ${pendingLogin}. Введите его, чтобы завершить регистрацию.`}
        submitText="Подтвердить"
        onSubmit={async (code) => sessionStore.signIn(await verify({ login: pendingLogin, code }))}
        onResend={async () => {
          await sendConfirmCode({ login: pendingLogin, action: 'verification' });
          snackbar.success('Код отправлен');
        }}
        onBack={() => setStep('login')}
      />
    );
  } else if (plan === 'register') {
    content = (
      <RegistrationForm
        onRegistered={(login) => {
          setPendingLogin(login);
          setStep('verify');
        }}
      />
    );
  } else {
    content = (
      <>
        <ToggleButtonGroup
          value={method}
          exclusive
          fullWidth
          size="small"
          color="primary"
          aria-label="Способ входа"
          onChange={(_, value) => value && setMethod(value)}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="password">По паролю</ToggleButton>
          <ToggleButton value="code">По коду</ToggleButton>
        </ToggleButtonGroup>
        {method === 'password' ? <PasswordLoginForm /> : <CodeLoginFlow />}
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component="button" type="button" onClick={() => setStep('restore')}>
            Забыли пароль?
          </Link>
        </Box>
      </>
    );
  }

  const title =
    step === 'restore'
      ? 'Восстановление пароля'
      : step === 'verify'
        ? 'Подтверждение'
        : plan === 'register'
          ? 'Регистрация'
          : 'Вход';

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Typography
          component={RouterLink}
          to="/"
          color="primary"
          sx={{ textDecoration: 'none', fontWeight: 500 }}
        >
          Светлая память
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mt: 1, mb: 3 }}>
          {title}
        </Typography>
        {content}
        {step === 'login' && (
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
            {plan === 'register' ? 'Уже есть аккаунт? ' : 'Нет аккаунта? '}
            <Link
              component="button"
              type="button"
              onClick={() => setPlan(plan === 'register' ? 'login' : 'register')}
            >
              {plan === 'register' ? 'Войти' : 'Зарегистрироваться'}
            </Link>
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
