import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'altcha' } });
});
afterAll(() => t.close());

const MISSING = { captcha: ['Подтвердите, что вы не робот.'] };
const INVALID = { captcha: ['Проверка «я не робот» не пройдена. Попробуйте ещё раз.'] };

async function challenge(): Promise<Challenge> {
  const response = await t.app.inject({ method: 'GET', url: '/api/captcha/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

/** What the ALTCHA widget sends: base64 of {challenge, solution}. */
async function solvedPayload(): Promise<string> {
  const issued = await challenge();
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64');
}

const login = (email: string | null, captcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: TEST_PASSWORD, ...(captcha === undefined ? {} : { captcha }) },
  });

describe('ALTCHA captcha', () => {
  it('the public config names the provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/config/' });
    expect(response.json()).toMatchObject({ captcha_provider: 'altcha', recaptcha_site_key: null });
  });

  it('answers a signed challenge', async () => {
    const issued = await challenge();
    expect(issued.parameters).toMatchObject({ algorithm: 'SHA-256', nonce: expect.any(String) });
    expect(issued.signature).toEqual(expect.any(String));
  });

  it('login without captcha → 400 on the captcha field', async () => {
    const account = await t.createAccount({ userType: 1 });
    const response = await login(account.email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(MISSING);
  });

  it('a wrong payload → 400', async () => {
    const account = await t.createAccount({ userType: 1 });
    const issued = await challenge();
    const forged = Buffer.from(
      JSON.stringify({ challenge: issued, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    for (const payload of ['garbage', forged, Buffer.from('{}').toString('base64'), 'x'.repeat(9000)]) {
      const response = await login(account.email, payload);
      expect(response.statusCode, payload.slice(0, 20)).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('a solved payload is accepted once; the same payload again is rejected', async () => {
    const account = await t.createAccount({ userType: 1 });
    const payload = await solvedPayload();
    const first = await login(account.email, payload);
    expect(first.statusCode).toBe(200);
    const replay = await login(account.email, payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(INVALID);
  });

  it('a tampered challenge (signature no longer matches) is rejected', async () => {
    const account = await t.createAccount({ userType: 1 });
    const issued = await challenge();
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    const tampered = { ...issued, parameters: { ...issued.parameters, expiresAt: 4_102_444_800 } };
    const payload = Buffer.from(JSON.stringify({ challenge: tampered, solution })).toString('base64');
    expect((await login(account.email, payload)).statusCode).toBe(400);
  });

  it('registration, restore-pass and confirm-code also require it', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/api/auth/registration/', { email: 'cap-reg@test.ru', password: 'strong-pass-1', type_user: 1 }],
      ['/api/auth/restore-pass/', { email: 'cap-restore@test.ru' }],
      ['/api/auth/confirm-code/', { email: 'cap-restore@test.ru', code: '12345', password: 'strong-pass-1' }],
    ];
    for (const [url, body] of cases) {
      const response = await t.app.inject({ method: 'POST', url, payload: body });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(MISSING);
    }
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: { ...cases[0][1], captcha: await solvedPayload() },
    });
    expect(registered.statusCode).toBe(201);
  });
});
