import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('login by password', () => {
  it('answers a session with token, refresh token, roles, profile and company', async () => {
    const owner = await t.companyOwner('REGULAR', 'Ритуал');
    expect(owner.session.profile.user_type).toBe(2);
    expect(owner.session.company?.name).toBe('Ритуал');
    expect(owner.session.roles).toEqual([]);
    expect(owner.session.token.split('.')).toHaveLength(3);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const account = await t.createAccount({ userType: 1, email: 'same@test.ru' });
    const unknown = await post('/api/auth/login/', { email: 'nobody@test.ru', password: 'whatever123' });
    const wrong = await post('/api/auth/login/', { email: account.email, password: 'whatever123' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ detail: 'Неверный логин или пароль.' });
  });

  it('recognises a phone by the spec pattern and stores digits', async () => {
    await t.createAccount({ userType: 1, phone: '79001234567' });
    const response = await post('/api/auth/login/', { phone: '+7 (900) 123-45-67', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.auth_data.phone).toBe('79001234567');
  });

  it('reports each field with the spec messages', async () => {
    const response = await post('/api/auth/login/', { email: 'bad', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Неверный формат почты'],
      password: ['Размер поля не менее 8 символов'],
    });
    const empty = await post('/api/auth/login/', {});
    expect(empty.json()).toEqual({
      email: ['Поле обязательно для заполнения'],
      password: ['Поле обязательно для заполнения'],
    });
  });

  it('answers 429 with Retry-After after 10 failures in 15 minutes', async () => {
    const account = await t.createAccount({ userType: 1, email: 'brute@test.ru' });
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/api/auth/login/', { email: account.email, password: 'wrong-password' })).statusCode,
      ).toBe(400);
    }
    const blocked = await post('/api/auth/login/', { email: account.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/Слишком много неудачных попыток входа/);
  });
});

describe('registration and verification', () => {
  it('registers a person who can sign in only after confirming the code', async () => {
    const registered = await post('/api/auth/registration/', {
      email: 'New@Test.ru',
      password: 'strong-pass-1',
      type_user: 1,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().email).toBe('new@test.ru');

    const early = await post('/api/auth/login/', { email: 'new@test.ru', password: 'strong-pass-1' });
    expect(early.statusCode).toBe(403);

    const wrong = await post('/api/auth/verification/', { email: 'new@test.ru', code: '00000' });
    const code = await t.lastCode('new@test.ru');
    if (code !== '00000') expect(wrong.json()).toEqual({ code: ['Неверный код.'] });

    const verified = await post('/api/auth/verification/', { email: 'new@test.ru', code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().profile.auth_data.is_email_verified).toBe(true);

    const reused = await post('/api/auth/verification/', { email: 'new@test.ru', code });
    expect(reused.statusCode).toBe(400);

    const login = await post('/api/auth/login/', { email: 'new@test.ru', password: 'strong-pass-1' });
    expect(login.statusCode).toBe(200);
  });

  it('registers a company owner with a new company', async () => {
    const missing = await post('/api/auth/registration/', {
      email: 'firm@test.ru',
      password: 'strong-pass-1',
      type_user: 2,
    });
    expect(missing.json()).toEqual({ company_name: ['Поле обязательно для заполнения'] });
    await post('/api/auth/registration/', {
      email: 'firm@test.ru',
      password: 'strong-pass-1',
      type_user: 2,
      company_name: 'Вечность',
    });
    const session = (
      await post('/api/auth/verification/', { email: 'firm@test.ru', code: await t.lastCode('firm@test.ru') })
    ).json();
    expect(session.profile.user_type).toBe(2);
    expect(session.company).toMatchObject({ name: 'Вечность', type_company: 'REGULAR', is_root: true });
  });
});
