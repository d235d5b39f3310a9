import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, withRefreshToken } from '../../../test/test-app';
import { CAPTCHA_MISSING } from '../../platform/captcha';
import type { MessageChannel, OutgoingMessage } from '../../platform/channels/channel';
import { COMMON_PASSWORD } from '../../platform/password-policy';
import { throttleEvents } from '../../platform/throttle.table';
import { accounts } from '../accounts/accounts.table';
import { authSessions, confirmationCodes } from './auth.table';
import { CODE_INVALID, CODE_WRONG } from './auth-codes.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test speaks from its own address, so the per-address limits of one test do not reach another. */
const post = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const otherThan = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

/** Wrong codes that are all different from `code` and from each other. */
const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count }, (_, i) => String((Number(code) + 1 + i) % 100_000).padStart(5, '0'));

async function failuresOf(key: string): Promise<number> {
  const rows = await t.db
    .select()
    .from(throttleEvents)
    .where(and(eq(throttleEvents.bucket, 'auth:code_failed'), eq(throttleEvents.key, key)));
  return rows.length;
}

async function attemptsOf(identifier: string): Promise<number[]> {
  const rows = await t.db
    .select({ attempts: confirmationCodes.attempts })
    .from(confirmationCodes)
    .where(eq(confirmationCodes.identifier, identifier));
  return rows.map((row) => row.attempts);
}

describe('one-time codes cannot be guessed (issue 10 §1)', () => {
  it('200 parallel wrong guesses check the code at most 5 times, then the identifier is locked even with a fresh code', async () => {
    await t.createAccount({ userType: 1, email: 'guess@test.ru' });
    await post('/api/auth/send-confirm-code/', { email: 'guess@test.ru', action: 'login' });
    const code = await t.lastCode('guess@test.ru');

    const answers = await Promise.all(
      wrongCodes(code, 200).map((guess, i) =>
        post('/api/auth/login-code/', { email: 'guess@test.ru', code: guess }, `10.1.${i % 250}.1`),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 400);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.map((answer) => answer.json().code[0]).sort()).toEqual([
      CODE_INVALID,
      CODE_WRONG,
      CODE_WRONG,
      CODE_WRONG,
      CODE_WRONG,
    ]);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(195);
    expect(answers.every((answer) => answer.statusCode !== 200)).toBe(true);
    expect(await attemptsOf('guess@test.ru')).toEqual([5]);
    expect(await failuresOf('guess@test.ru')).toBe(5);

    // a new code changes nothing: the identifier stays locked for the window, the right code included
    const resent = await post('/api/auth/send-confirm-code/', { email: 'guess@test.ru', action: 'login' });
    expect(resent.statusCode).toBe(200);
    const fresh = await t.lastCode('guess@test.ru');
    const locked = await post('/api/auth/login-code/', { email: 'guess@test.ru', code: fresh }, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect(locked.json().detail).toMatch(/^Слишком много неверных кодов/);
  });

  it('one address guessing many identifiers is locked after 20 failures', async () => {
    const address = '10.3.0.1';
    for (let i = 0; i < 4; i += 1) {
      const email = `spray${i}@test.ru`;
      await t.createAccount({ userType: 1, email });
      await post('/api/auth/send-confirm-code/', { email, action: 'login' }, address);
      const code = await t.lastCode(email);
      for (const guess of wrongCodes(code, 5)) {
        expect((await post('/api/auth/login-code/', { email, code: guess }, address)).statusCode).toBe(400);
      }
    }
    await t.createAccount({ userType: 1, email: 'spray-next@test.ru' });
    await post('/api/auth/send-confirm-code/', { email: 'spray-next@test.ru', action: 'login' }, address);
    const code = await t.lastCode('spray-next@test.ru');
    const refused = await post('/api/auth/login-code/', { email: 'spray-next@test.ru', code }, address);
    expect(refused.statusCode).toBe(429);
    // the same code works from another address
    const elsewhere = await post('/api/auth/login-code/', { email: 'spray-next@test.ru', code }, '10.3.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('registration codes (verification) are guarded the same way', async () => {
    await post('/api/auth/registration/', {
      email: 'reg-guess@test.ru',
      password: 'strong-pass-1',
      type_user: 1,
    });
    const code = await t.lastCode('reg-guess@test.ru');
    const answers = await Promise.all(
      wrongCodes(code, 50).map((guess) =>
        post('/api/auth/verification/', { email: 'reg-guess@test.ru', code: guess }, '10.4.0.1'),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(await attemptsOf('reg-guess@test.ru')).toEqual([5]);
    const right = await post('/api/auth/verification/', { email: 'reg-guess@test.ru', code }, '10.4.0.2');
    expect(right.statusCode).toBe(429);
  });

  it('the e-mail change code is guarded the same way', async () => {
    const { session } = await t.user();
    const headers = { authorization: `Bearer ${session.token}` };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/profile/refresh-email/',
      payload: { password: TEST_PASSWORD, new_email: 'moved@test.ru' },
      headers,
    });
    expect(asked.statusCode).toBe(200);
    const code = await t.lastCode('moved@test.ru');
    const answers = await Promise.all(
      wrongCodes(code, 50).map((guess) =>
        t.app.inject({
          method: 'GET',
          url: `/api/profile/confirm-code/${guess}/`,
          headers,
          remoteAddress: '10.5.0.1',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(45);
    expect(await attemptsOf('moved@test.ru')).toEqual([5]);
  });

  it('the client confirmation code is guarded the same way', async () => {
    const owner = await t.companyOwner();
    const headers = { authorization: `Bearer ${owner.session.token}` };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/company-shoppers/shopper/',
      payload: {
        type_shopper: '1',
        phone: '',
        email: 'client-guess@test.ru',
        physical_person: { last_name: 'Клиентов', first_name: 'Пётр' },
      },
      headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const shopperId = created.json().id;
    const confirm = (code?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/company-shoppers/confirm/',
        payload: { shopper_id: shopperId, email: 'client-guess@test.ru', ...(code ? { code } : {}) },
        headers,
        remoteAddress: '10.6.0.1',
      });
    expect((await confirm()).statusCode).toBe(200);
    const code = await t.lastCode('client-guess@test.ru');
    const answers = await Promise.all(wrongCodes(code, 40).map((guess) => confirm(guess)));
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect((await confirm(code)).statusCode).toBe(429);
  });

  it('a wrong code still leaves the right one usable within the five tries', async () => {
    await t.createAccount({ userType: 1, email: 'typo@test.ru' });
    await post('/api/auth/send-confirm-code/', { email: 'typo@test.ru', action: 'login' }, '10.7.0.1');
    const code = await t.lastCode('typo@test.ru');
    const typo = await post(
      '/api/auth/login-code/',
      { email: 'typo@test.ru', code: otherThan(code) },
      '10.7.0.1',
    );
    expect(typo.json()).toEqual({ code: [CODE_WRONG] });
    const right = await post('/api/auth/login-code/', { email: 'typo@test.ru', code }, '10.7.0.1');
    expect(right.statusCode).toBe(200);
  });
});

describe('the captcha guards every code check (issue 10 §1)', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp({ env: { CAPTCHA_PROVIDER: 'altcha' } });
  });
  afterAll(() => guarded.close());

  it('login-code, verification and confirm-code refuse a request without one', async () => {
    for (const [url, body] of [
      ['/api/auth/login-code/', { email: 'a@test.ru', code: '12345' }],
      ['/api/auth/verification/', { email: 'a@test.ru', code: '12345' }],
      ['/api/auth/confirm-code/', { email: 'a@test.ru', code: '12345', password: 'strong-pass-1' }],
    ] as const) {
      const response = await guarded.app.inject({ method: 'POST', url, payload: body });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ captcha: [CAPTCHA_MISSING] });
    }
  });
});

describe('sessions (issue 10 §6)', () => {
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile/user/', headers: { authorization: `Bearer ${token}` } });

  it('an access token stops working at logout', async () => {
    const { session } = await t.user();
    expect((await profile(session.token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      cookies: { refresh_token: session.refresh_token },
    });
    expect((await profile(session.token)).statusCode).toBe(401);
  });

  it('a password reset ends every session, access tokens included', async () => {
    const account = await t.createAccount({ userType: 1, email: 'reset-all@test.ru' });
    const laptop = await t.login(account);
    await post('/api/auth/restore-pass/', { email: 'reset-all@test.ru' }, '10.8.0.1');
    const code = await t.lastCode('reset-all@test.ru');
    const reset = await post(
      '/api/auth/confirm-code/',
      { email: 'reset-all@test.ru', code, password: 'a-new-secret-phrase' },
      '10.8.0.1',
    );
    expect(reset.statusCode).toBe(200);
    expect((await profile(laptop.token)).statusCode).toBe(401);
    expect((await profile(reset.json().token)).statusCode).toBe(200);
  });

  it('ends 30 days after sign-in however often it is renewed', async () => {
    const account = await t.createAccount({ userType: 1 });
    const login = await post('/api/auth/login/', { email: account.email, password: TEST_PASSWORD });
    const first = login.cookies.find((cookie) => cookie.name === 'refresh_token')!;
    const days = ((first.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const rotated = await post('/api/auth/refresh-token/', { refresh_token: first.value });
    const second = rotated.cookies.find((cookie) => cookie.name === 'refresh_token')!;
    // the renewed token ends when the session does, not 30 days after the renewal
    expect((second.expires as Date).getTime()).toBe((first.expires as Date).getTime());

    // the 30 days are over: neither the refresh token nor the access token works
    const session = withRefreshToken(rotated);
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.accountId, account.id));
    expect((await profile(session.token)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/refresh-token/', { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);
  });

  it('switching the company keeps the session and its end', async () => {
    const owner = await t.companyOwner();
    const before = await t.db.select().from(authSessions).where(eq(authSessions.accountId, owner.account.id));
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/profile/change-company/',
      payload: { company_id: owner.company.id },
      headers: { authorization: `Bearer ${owner.session.token}` },
    });
    expect(switched.statusCode).toBe(200);
    const after = await t.db.select().from(authSessions).where(eq(authSessions.accountId, owner.account.id));
    expect(after).toEqual(before);
    const cookie = switched.cookies.find((item) => item.name === 'refresh_token')!;
    // a cookie's expiry is kept to the second
    expect((cookie.expires as Date).getTime()).toBe(Math.floor(before[0].expiresAt.getTime() / 1000) * 1000);
  });
});

describe('passwords (issue 10 §6)', () => {
  it('take 64 and more characters', async () => {
    const phrase = 'старая липа у калитки помнит всех, кто приходил к нам летом 1987';
    expect(phrase.length).toBeGreaterThanOrEqual(64);
    const registered = await post('/api/auth/registration/', {
      email: 'long@test.ru',
      password: phrase,
      type_user: 1,
    });
    expect(registered.statusCode).toBe(201);
    const code = await t.lastCode('long@test.ru');
    expect((await post('/api/auth/verification/', { email: 'long@test.ru', code })).statusCode).toBe(200);
    expect((await post('/api/auth/login/', { email: 'long@test.ru', password: phrase })).statusCode).toBe(
      200,
    );
  });

  it('refuse a common password wherever one is set', async () => {
    const registered = await post('/api/auth/registration/', {
      email: 'common@test.ru',
      password: 'Qwerty123',
      type_user: 1,
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual({ password: [COMMON_PASSWORD] });

    const { session } = await t.user();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/profile/refresh-pass/',
      payload: { password: TEST_PASSWORD, new_password: 'iloveyou' },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(changed.json()).toEqual({ new_password: [COMMON_PASSWORD] });

    await t.createAccount({ userType: 1, email: 'common-reset@test.ru' });
    await post('/api/auth/restore-pass/', { email: 'common-reset@test.ru' }, '10.9.0.1');
    const code = await t.lastCode('common-reset@test.ru');
    const reset = await post(
      '/api/auth/confirm-code/',
      { email: 'common-reset@test.ru', code, password: 'йцукенгшщз' },
      '10.9.0.1',
    );
    expect(reset.json()).toEqual({ password: [COMMON_PASSWORD] });
  });
});

describe('who is registered stays unknown (issue 10 §6)', () => {
  /** A channel whose deliveries wait until the test lets them go. */
  function heldChannel() {
    const sent: OutgoingMessage[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const channel: MessageChannel = {
      name: 'email',
      async send(message) {
        await gate;
        sent.push(message);
      },
    };
    return { channel, sent, release };
  }

  it('send-confirm-code and restore-pass answer before anything is looked up or delivered', async () => {
    const held = heldChannel();
    const app = await createTestApp({ channels: { email: held.channel } });
    try {
      await app.createAccount({ userType: 1, email: 'known@test.ru' });
      for (const [url, body] of [
        ['/api/auth/send-confirm-code/', { email: 'known@test.ru', action: 'login' }],
        ['/api/auth/restore-pass/', { email: 'known@test.ru' }],
      ] as const) {
        const known = await app.app.inject({ method: 'POST', url, payload: body });
        const unknown = await app.app.inject({
          method: 'POST',
          url,
          payload: { ...body, email: 'unknown@test.ru' },
        });
        expect(known.statusCode).toBe(200);
        expect(known.body).toBe(unknown.body);
      }
      // both answers came while the code for the known account was still on its way
      expect(held.sent).toHaveLength(0);
      held.release();
      await app.services.background.settled();
      expect(held.sent.map((message) => message.recipient)).toEqual(['known@test.ru', 'known@test.ru']);
    } finally {
      held.release();
      await app.close();
    }
  });
});

describe('blocked accounts lose their open sessions', () => {
  it('an access token of an account blocked since is refused', async () => {
    const { account, session } = await t.user();
    await t.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, account.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/user/',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
