import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, withRefreshToken } from '../../../test/test-app';
import { outboxMessages } from '../../platform/channels/outbox.table';
import { confirmationCodes } from './auth.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const CODE_INVALID = 'Код недействителен или устарел. Запросите новый код.';
const CODE_SENT = 'Если аккаунт с этими данными существует, мы отправили на него код.';

/** A 5-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

/** What was sent to `recipient` once the background deliveries (codes go out after the answer) are done. */
async function outboxFor(recipient: string) {
  await t.services.background.settled();
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

function refreshCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === 'refresh_token');
}

describe('send-confirm-code and login-code', () => {
  it('sends a 5-digit login code to a verified account and signs in with it once', async () => {
    const account = await t.createAccount({ userType: 1, email: 'code-login@test.ru' });
    const sent = await post('/api/auth/send-confirm-code/', { email: 'Code-Login@test.ru', action: 'login' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ detail: CODE_SENT });
    const [message] = await outboxFor('code-login@test.ru');
    expect(message.text).toMatch(/(^|\D)\d{5}(\D|$)/);
    expect(message.subject).toMatch(/Код для входа/);
    const code = await t.lastCode('code-login@test.ru');

    const session = await post('/api/auth/login-code/', { email: 'code-login@test.ru', code });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      token: expect.any(String),
      refresh_token: '',
      roles: [],
      profile: { id: account.id, user_type: 1 },
      company: null,
    });

    const again = await post('/api/auth/login-code/', { email: 'code-login@test.ru', code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: [CODE_INVALID] });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const response = await post('/api/auth/send-confirm-code/', { email: 'ghost@test.ru', action: 'login' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: CODE_SENT });
    expect(await outboxFor('ghost@test.ru')).toHaveLength(0);
  });

  it('does not send a login code to an unverified account, but sends a verification code', async () => {
    await t.createAccount({ userType: 1, email: 'unverified@test.ru', verified: false });
    await post('/api/auth/send-confirm-code/', { email: 'unverified@test.ru', action: 'login' });
    expect(await outboxFor('unverified@test.ru')).toHaveLength(0);
    await post('/api/auth/send-confirm-code/', { email: 'unverified@test.ru', action: 'verification' });
    const messages = await outboxFor('unverified@test.ru');
    expect(messages).toHaveLength(1);
    expect(messages[0].subject).toMatch(/Код подтверждения регистрации/);
    const verified = await post('/api/auth/verification/', {
      email: 'unverified@test.ru',
      code: await t.lastCode('unverified@test.ru'),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().profile.auth_data.is_email_verified).toBe(true);
  });

  it('the registration action re-sends the code of an unfinished registration', async () => {
    await post('/api/auth/registration/', {
      email: 'resend@test.ru',
      password: 'strong-pass-1',
      type_user: 1,
    });
    const first = await t.lastCode('resend@test.ru');
    await post('/api/auth/send-confirm-code/', { email: 'resend@test.ru', action: 'registration' });
    const second = await t.lastCode('resend@test.ru');
    expect(await outboxFor('resend@test.ru')).toHaveLength(2);
    if (first !== second) {
      // issuing a new code retires the earlier one
      const old = await post('/api/auth/verification/', { email: 'resend@test.ru', code: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post('/api/auth/verification/', { email: 'resend@test.ru', code: second });
    expect(ok.statusCode).toBe(200);
  });

  it('works for a phone: the code goes to the digits, login-code accepts any phone spelling', async () => {
    await t.createAccount({ userType: 1, phone: '79005550011' });
    const sent = await post('/api/auth/send-confirm-code/', { phone: '8 900 555-00-11', action: 'login' });
    expect(sent.statusCode).toBe(200);
    const code = await t.lastCode('79005550011');
    const session = await post('/api/auth/login-code/', { phone: '+7 (900) 555-00-11', code });
    expect(session.statusCode).toBe(200);
    expect(session.json().profile.auth_data.phone).toBe('79005550011');
  });

  it('rejects an unknown action', async () => {
    const response = await post('/api/auth/send-confirm-code/', { email: 'a@test.ru', action: 'hack' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ action: ['Неизвестное действие'] });
  });

  it('allows at most 3 sends per identifier in 15 minutes, then 429 with Retry-After', async () => {
    await t.createAccount({ userType: 1, email: 'throttle@test.ru' });
    for (let i = 0; i < 3; i += 1) {
      const ok = await post('/api/auth/send-confirm-code/', { email: 'throttle@test.ru', action: 'login' });
      expect(ok.statusCode).toBe(200);
    }
    const blocked = await post('/api/auth/send-confirm-code/', {
      email: 'throttle@test.ru',
      action: 'login',
    });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({
      detail: expect.stringMatching(
        /^Код можно запросить не более 3 раз за 15 минут\. Повторите через \d+ мин\.$/,
      ),
    });
    expect(await outboxFor('throttle@test.ru')).toHaveLength(3);
    // the limit counts the identifier, not the spelling or the action
    const restore = await post('/api/auth/restore-pass/', { email: 'THROTTLE@test.ru' });
    expect(restore.statusCode).toBe(429);
    // other identifiers are not affected
    const other = await post('/api/auth/send-confirm-code/', { email: 'other@test.ru', action: 'login' });
    expect(other.statusCode).toBe(200);
  });

  it('counts registrations against the same limit', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await post('/api/auth/registration/', {
        email: 'reg-throttle@test.ru',
        password: 'strong-pass-1',
        type_user: 1,
      });
      expect(response.statusCode).toBe(201);
    }
    const blocked = await post('/api/auth/registration/', {
      email: 'reg-throttle@test.ru',
      password: 'strong-pass-1',
      type_user: 1,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('code rules', () => {
  it('a code is dead after 10 minutes', async () => {
    await t.createAccount({ userType: 1, email: 'expire@test.ru' });
    await post('/api/auth/send-confirm-code/', { email: 'expire@test.ru', action: 'login' });
    const code = await t.lastCode('expire@test.ru');
    const [row] = await t.db
      .select()
      .from(confirmationCodes)
      .where(eq(confirmationCodes.identifier, 'expire@test.ru'));
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(9.5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    await t.db
      .update(confirmationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(confirmationCodes.id, row.id));
    const response = await post('/api/auth/login-code/', { email: 'expire@test.ru', code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: [CODE_INVALID] });
  });

  it('after 5 wrong tries the code is dead, even the right one', async () => {
    await t.createAccount({ userType: 1, email: 'tries@test.ru' });
    await post('/api/auth/send-confirm-code/', { email: 'tries@test.ru', action: 'login' });
    const code = await t.lastCode('tries@test.ru');
    const wrong = otherThan(code);
    for (let i = 1; i <= 4; i += 1) {
      const response = await post('/api/auth/login-code/', { email: 'tries@test.ru', code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: ['Неверный код.'] });
    }
    const fifth = await post('/api/auth/login-code/', { email: 'tries@test.ru', code: wrong });
    expect(fifth.json()).toEqual({ code: [CODE_INVALID] });
    // five failures also lock the address's code logins for the hour
    const right = await post('/api/auth/login-code/', { email: 'tries@test.ru', code });
    expect(right.statusCode).toBe(429);
    expect(right.json().detail).toMatch(/^Слишком много неверных кодов/);
  });

  it('a code of one purpose does not work for another', async () => {
    await t.createAccount({ userType: 1, email: 'purpose@test.ru' });
    await post('/api/auth/send-confirm-code/', { email: 'purpose@test.ru', action: 'login' });
    const code = await t.lastCode('purpose@test.ru');
    const asRestore = await post('/api/auth/confirm-code/', {
      email: 'purpose@test.ru',
      code,
      password: 'new-password-1',
    });
    expect(asRestore.statusCode).toBe(400);
    expect(asRestore.json()).toEqual({ code: [CODE_INVALID] });
    // ... nor for another identifier
    await t.createAccount({ userType: 1, email: 'purpose2@test.ru' });
    const stolen = await post('/api/auth/login-code/', { email: 'purpose2@test.ru', code });
    expect(stolen.statusCode).toBe(400);
    const own = await post('/api/auth/login-code/', { email: 'purpose@test.ru', code });
    expect(own.statusCode).toBe(200);
  });

  it('a code without any open code answers the invalid message', async () => {
    const response = await post('/api/auth/login-code/', { email: 'never-sent@test.ru', code: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: [CODE_INVALID] });
  });
});

describe('password restore', () => {
  it('restore-pass sends a code; confirm-code sets the password and signs out other sessions', async () => {
    const account = await t.createAccount({ userType: 1, email: 'restore@test.ru' });
    const before = await t.login(account);
    const sent = await post('/api/auth/restore-pass/', { email: 'restore@test.ru' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ detail: CODE_SENT });
    const code = await t.lastCode('restore@test.ru');

    const short = await post('/api/auth/confirm-code/', {
      email: 'restore@test.ru',
      code,
      password: 'short',
    });
    expect(short.json()).toEqual({ password: ['Размер поля не менее 8 символов'] });

    const done = await post('/api/auth/confirm-code/', {
      email: 'restore@test.ru',
      code,
      password: 'brand-new-pass',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().profile.id).toBe(account.id);

    const oldPassword = await post('/api/auth/login/', { email: 'restore@test.ru', password: TEST_PASSWORD });
    expect(oldPassword.statusCode).toBe(400);
    const newPassword = await post('/api/auth/login/', {
      email: 'restore@test.ru',
      password: 'brand-new-pass',
    });
    expect(newPassword.statusCode).toBe(200);

    const oldSession = await post('/api/auth/refresh-token/', { refresh_token: before.refresh_token });
    expect(oldSession.statusCode).toBe(401);
    const newSession = await post('/api/auth/refresh-token/', {
      refresh_token: withRefreshToken(done).refresh_token,
    });
    expect(newSession.statusCode).toBe(200);
  });

  it('restore for an unknown account answers the same and sends nothing', async () => {
    const response = await post('/api/auth/restore-pass/', { phone: '+7 900 111-22-33' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: CODE_SENT });
    expect(await outboxFor('79001112233')).toHaveLength(0);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use through the body and sets an httpOnly cookie', async () => {
    const account = await t.createAccount({ userType: 1 });
    const login = await post('/api/auth/login/', { email: account.email, password: TEST_PASSWORD });
    const cookie = refreshCookie(login);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/' });
    // the token never reaches JavaScript: the SPEC's field is there, empty
    expect(login.json().refresh_token).toBe('');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);

    const first = await post('/api/auth/refresh-token/', { refresh_token: cookie?.value });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['company', 'profile', 'refresh_token', 'roles', 'token']);
    expect(body.refresh_token).toBe('');
    expect(refreshCookie(first)?.value).not.toBe(cookie?.value);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/user/',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('accepts the refresh token from the cookie', async () => {
    const { session } = await t.user();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token/',
      cookies: { refresh_token: session.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.id).toBe(session.profile.id);
    expect(refreshCookie(response)?.value).not.toBe(session.refresh_token);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    for (const payload of [undefined, {}, { refresh_token: '' }, { refresh_token: 'nope' }]) {
      const response = await post('/api/auth/refresh-token/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(401);
      expect(response.json()).toEqual({ detail: 'Сессия истекла. Войдите снова.' });
    }
  });

  it('reusing a used token revokes its whole family', async () => {
    const { session } = await t.user();
    const second = withRefreshToken(
      await post('/api/auth/refresh-token/', { refresh_token: session.refresh_token }),
    );
    const third = withRefreshToken(
      await post('/api/auth/refresh-token/', { refresh_token: second.refresh_token }),
    );
    expect(third.refresh_token).toEqual(expect.any(String));

    const reused = await post('/api/auth/refresh-token/', { refresh_token: session.refresh_token });
    expect(reused.statusCode).toBe(401);
    const newest = await post('/api/auth/refresh-token/', { refresh_token: third.refresh_token });
    expect(newest.statusCode).toBe(401);
  });

  it('revoking one family leaves the other sessions of the account alive', async () => {
    const account = await t.createAccount({ userType: 1 });
    const laptop = await t.login(account);
    const phone = await t.login(account);
    await post('/api/auth/refresh-token/', { refresh_token: laptop.refresh_token });
    await post('/api/auth/refresh-token/', { refresh_token: laptop.refresh_token });
    const still = await post('/api/auth/refresh-token/', { refresh_token: phone.refresh_token });
    expect(still.statusCode).toBe(200);
  });

  it('logout revokes the session (body or cookie) and clears the cookie', async () => {
    const { session } = await t.user();
    const out = await post('/api/auth/logout/', { refresh_token: session.refresh_token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ detail: 'Вы вышли из системы.' });
    const cleared = refreshCookie(out);
    expect(cleared?.value).toBe('');
    const after = await post('/api/auth/refresh-token/', { refresh_token: session.refresh_token });
    expect(after.statusCode).toBe(401);

    const other = await t.user();
    const rotated = withRefreshToken(
      await post('/api/auth/refresh-token/', { refresh_token: other.session.refresh_token }),
    );
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      cookies: { refresh_token: rotated.refresh_token },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(
      (await post('/api/auth/refresh-token/', { refresh_token: rotated.refresh_token })).statusCode,
    ).toBe(401);
  });

  it('logout without a session still answers 200', async () => {
    expect((await post('/api/auth/logout/')).statusCode).toBe(200);
    expect((await post('/api/auth/logout/', { refresh_token: 'unknown' })).statusCode).toBe(200);
  });
});

describe('login states', () => {
  it('a blocked account cannot sign in', async () => {
    const account = await t.createAccount({ userType: 1, email: 'blocked@test.ru' });
    const { accounts } = await import('../accounts/accounts.table');
    await t.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, account.id));
    const response = await post('/api/auth/login/', { email: 'blocked@test.ru', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Аккаунт заблокирован. Обратитесь в поддержку.' });
  });

  it('registration with a confirmed contact answers as any registration; its owner gets a notice, not a code', async () => {
    const owner = await t.createAccount({ userType: 1, email: 'taken@test.ru' });
    const email = await post('/api/auth/registration/', {
      email: 'taken@test.ru',
      password: 'strong-pass-1',
      type_user: 1,
    });
    const fresh = await post('/api/auth/registration/', {
      email: 'nobody-yet@test.ru',
      password: 'strong-pass-1',
      type_user: 1,
    });
    expect(email.statusCode).toBe(fresh.statusCode);
    expect(email.json()).toEqual({ ...fresh.json(), email: 'taken@test.ru' });
    await t.services.background.settled();
    const [notice] = await outboxFor('taken@test.ru');
    expect(notice.text).toMatch(/уже есть/);
    expect(notice.text).not.toMatch(/\d{5}/);
    // the account is untouched: its password still signs in
    expect((await post('/api/auth/login/', { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );

    await t.createAccount({ userType: 1, phone: '79007770000' });
    const phone = await post('/api/auth/registration/', {
      phone: '+7 (900) 777-00-00',
      password: 'strong-pass-1',
      type_user: 1,
    });
    expect(phone.statusCode).toBe(201);
    expect(phone.json().phone).toBe('+7 (900) 777-00-00');
  });

  it('registration by phone answers the formatted phone', async () => {
    const response = await post('/api/auth/registration/', {
      phone: '8 (900) 123-00-99',
      password: 'strong-pass-1',
      type_user: 1,
      first_name: 'Иван',
      last_name: 'Petrov',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      detail: 'Мы отправили код подтверждения. Введите его, чтобы завершить регистрацию.',
      phone: '+7 (900) 123-00-99',
      email: null,
    });
    const session = await post('/api/auth/verification/', {
      phone: '79001230099',
      code: await t.lastCode('79001230099'),
    });
    expect(session.json().profile).toMatchObject({
      first_name: 'Иван',
      last_name: 'Petrov',
      auth_data: { phone: '79001230099', is_phone_verified: true, is_email_verified: false },
    });
  });
});

describe('validation messages (SPEC §5)', () => {
  // Only the first message of a field is asserted: zod reports every failed rule of a field, so an
  // empty e-mail answers "required", "at least 3" and "format" together (see the report).
  const cases: [string, string, unknown, Record<string, string[]>][] = [
    [
      'login',
      '/api/auth/login/',
      { email: '', password: '' },
      {
        email: ['Поле обязательно для заполнения'],
        password: ['Поле обязательно для заполнения'],
      },
    ],
    [
      'login',
      '/api/auth/login/',
      { email: 'ab', password: TEST_PASSWORD },
      {
        email: ['Размер поля не менее 3 символов'],
      },
    ],
    [
      'login',
      '/api/auth/login/',
      { email: `${'a'.repeat(45)}@mail.ru`, password: TEST_PASSWORD },
      {
        email: ['Размер поля слишком большой'],
      },
    ],
    [
      'login',
      '/api/auth/login/',
      { email: 'no-at-sign.ru', password: TEST_PASSWORD },
      {
        email: ['Неверный формат почты'],
      },
    ],
    [
      'login',
      '/api/auth/login/',
      { phone: '12-ab-34', password: TEST_PASSWORD },
      {
        phone: ['Неверный формат телефона'],
      },
    ],
    [
      'login',
      '/api/auth/login/',
      { phone: '123', password: TEST_PASSWORD },
      {
        phone: ['Неверный формат телефона'],
      },
    ],
    [
      'login',
      '/api/auth/login/',
      { email: 'a@b.ru', password: 'x'.repeat(129) },
      {
        password: ['Размер поля слишком большой'],
      },
    ],
    [
      'login-code',
      '/api/auth/login-code/',
      { email: 'a@b.ru', code: '12a45' },
      {
        code: ['Поле дложно быть числом'],
      },
    ],
    [
      'login-code',
      '/api/auth/login-code/',
      { email: 'a@b.ru', code: '1234' },
      {
        code: ['Размер поля 5 символов'],
      },
    ],
    [
      'login-code',
      '/api/auth/login-code/',
      { email: 'a@b.ru', code: '1234567890123' },
      {
        code: ['Размер поля слишком большой'],
      },
    ],
    [
      'verification',
      '/api/auth/verification/',
      { email: 'a@b.ru' },
      {
        code: ['Поле обязательно для заполнения'],
      },
    ],
    [
      'registration',
      '/api/auth/registration/',
      {
        email: 'name@test.ru',
        password: 'strong-pass-1',
        type_user: 1,
        first_name: 'Я',
        last_name: 'Иван Петров',
      },
      {
        first_name: ['Размер поля от 2 до 15 символов'],
        last_name: ['Поле не должно содержать пробелы и знаки'],
      },
    ],
    [
      'registration',
      '/api/auth/registration/',
      {
        email: 'name@test.ru',
        password: 'strong-pass-1',
        type_user: 1,
        first_name: 'Константинопольский',
        last_name: 'Ivan1',
      },
      {
        first_name: ['Размер поля от 2 до 15 символов'],
        last_name: ['Поле не должно содержать пробелы и знаки'],
      },
    ],
    [
      'registration',
      '/api/auth/registration/',
      { email: 'name@test.ru', password: 'strong-pass-1', type_user: 3 },
      {
        type_user: ['Выберите тип аккаунта'],
      },
    ],
    ['restore', '/api/auth/restore-pass/', {}, { email: ['Поле обязательно для заполнения'] }],
    [
      'send-confirm-code',
      '/api/auth/send-confirm-code/',
      { phone: 'abc', action: 'login' },
      {
        phone: ['Неверный формат телефона'],
      },
    ],
    [
      'confirm-code',
      '/api/auth/confirm-code/',
      { email: 'a@b.ru', code: '1', password: '1' },
      {
        code: ['Размер поля 5 символов'],
        password: ['Размер поля не менее 8 символов'],
      },
    ],
  ];

  for (const [name, url, body, expected] of cases) {
    it(`${name}: ${JSON.stringify(expected)}`, async () => {
      const response = await post(url, body);
      expect(response.statusCode).toBe(400);
      const { error_code, ...errors } = response.json() as Record<string, string[]>;
      expect(error_code).toBe('validation_error');
      expect(Object.keys(errors).sort()).toEqual(Object.keys(expected).sort());
      // the first message of each field is the rule that failed first, in the spec's order
      for (const [field, messages] of Object.entries(expected)) expect(errors[field][0]).toBe(messages[0]);
    });
  }
});

describe('never a 500 for bad input', () => {
  const endpoints = [
    '/api/auth/login/',
    '/api/auth/send-confirm-code/',
    '/api/auth/login-code/',
    '/api/auth/registration/',
    '/api/auth/verification/',
    '/api/auth/restore-pass/',
    '/api/auth/confirm-code/',
    '/api/auth/refresh-token/',
    '/api/auth/logout/',
  ];
  const huge = 'я'.repeat(100_000);
  const garbage: unknown[] = [
    [],
    [1, 2, 3],
    null,
    42,
    'string',
    true,
    { email: null, phone: null, password: null, code: null },
    { email: 123, password: 12345678, code: 12345, action: 1, type_user: '1' },
    { email: ['a@b.ru'], password: { $ne: '' }, refresh_token: 7 },
    { email: huge, phone: huge, password: huge, code: huge, refresh_token: huge, captcha: huge },
    { phone: '+7 (900) 000-00-01', email: 'a@b.ru', password: 'password123', action: 'login' },
    { __proto__: { admin: true }, constructor: { prototype: {} } },
    { email: 'a@b.ru\u0000', password: 'pass\u0000word1', code: '\u0000\u0000\u0000\u0000\u0000' },
    { phone: '٣٣٣٣٣٣٣٣', password: 'password123' },
    { email: '@.', password: 'password123' },
  ];

  for (const url of endpoints) {
    it(url, async () => {
      for (const body of garbage) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/application\/json/);
      }
    });
  }
});
