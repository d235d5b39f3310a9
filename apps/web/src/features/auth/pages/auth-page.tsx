import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { RouterLink } from '../../../lib/router-link';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { sendConfirmCode } from '../api/send-confirm-code';
import { verify } from '../api/verification';
import { PasswordLoginForm } from '../components/password-login-form';

// Only login by password ships with /auth; the other flows load when chosen (the 200 KB budget).
const CodeForm = lazy(() => import('../components/code-form').then((m) => ({ default: m.CodeForm })));
const CodeLoginFlow = lazy(() =>
  import('../components/code-login-flow').then((m) => ({ default: m.CodeLoginFlow })),
);
const RegistrationForm = lazy(() =>
  import('../components/registration-form').then((m) => ({ default: m.RegistrationForm })),
);
const RestoreFlow = lazy(() =>
  import('../components/restore-flow').then((m) => ({ default: m.RestoreFlow })),
);

type Step = 'login' | 'restore' | 'verify';
type Method = 'password' | 'code';

const METHODS: readonly (readonly [Method, string])[] = [
  ['password', 'По паролю'],
  ['code', 'По коду'],
];

/**
 * /auth: login (by password or by code), registration with its code step, password restore.
 * Once a session is held the route guard sends the visitor to `redirect` or the cabinet.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const plan = params.get('plan') === 'register' ? 'register' : 'login';
  // ?plan=restore: the link of an administrator's password reset message opens the restore at once
  const [step, setStep] = useState<Step>(params.get('plan') === 'restore' ? 'restore' : 'login');
  const [method, setMethod] = useState<Method>('password');
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
        onSubmit={async (code, captcha) =>
          sessionStore.signIn(await verify({ login: pendingLogin, code, captcha }))
        }
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
        <Stack direction="row" spacing={1} role="group" aria-label="Способ входа" sx={{ mb: 2 }}>
          {METHODS.map(([value, label]) => (
            <Button
              key={value}
              fullWidth
              size="small"
              aria-pressed={method === value}
              variant={method === value ? 'contained' : 'outlined'}
              onClick={() => setMethod(value)}
            >
              {label}
            </Button>
          ))}
        </Stack>
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
          to={paths.home()}
          color="primary"
          sx={{ textDecoration: 'none', fontWeight: 500 }}
        >
          Светлая память
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mt: 1, mb: 3 }}>
          {title}
        </Typography>
        <Suspense fallback={<PageLoading />}>{content}</Suspense>
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
