import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, withRefreshToken } from '../../test/test-app';
import { outboxMessages } from './channels/outbox.table';
import { REDACTED, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides secret parameters and path codes, and keeps the rest', () => {
    expect(redactUrl('/person/12?token=abcDEF-123&tab=photos')).toBe(
      `/person/12?token=${REDACTED}&tab=photos`,
    );
    expect(redactUrl('/app/dashboard?invite=x%2By')).toBe(`/app/dashboard?invite=${REDACTED}`);
    expect(redactUrl('/api/profile/confirm-code/12345/')).toBe(`/api/profile/confirm-code/${REDACTED}/`);
    expect(redactUrl('/api/memory_page/affiliate-program/code/AB12CD34/')).toBe(
      `/api/memory_page/affiliate-program/code/${REDACTED}/`,
    );
    expect(redactUrl('/api/promo-code/info/SPRING-2026/')).toBe(`/api/promo-code/info/${REDACTED}/`);
    expect(redactUrl('/api/company-orders/orders/?offset=10&limit=25&query=Иванов')).toBe(
      '/api/company-orders/orders/?offset=10&limit=25&query=Иванов',
    );
    expect(redactUrl('/api/x/?%74oken=secret&Code=1')).toBe(`/api/x/?%74oken=${REDACTED}&Code=${REDACTED}`);
    expect(redactUrl('/api/x/?flag&token')).toBe('/api/x/?flag&token');
  });
});

describe('the request log keeps no codes, tokens or passwords (issue 10 §5)', () => {
  const lines: string[] = [];
  const secrets: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logLines: lines });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('after the flows that carry them', async () => {
    // registration, its code, the password
    const password = 'a-password-for-the-log-test';
    secrets.push(password);
    expect(
      (
        await post('/api/auth/registration/', {
          email: 'log@test.ru',
          password,
          type_user: 2,
          company_name: 'Лог',
        })
      ).statusCode,
    ).toBe(201);
    const registrationCode = await t.lastCode('log@test.ru');
    secrets.push(registrationCode);
    const verified = await post('/api/auth/verification/', { email: 'log@test.ru', code: registrationCode });
    expect(verified.statusCode).toBe(200);
    const owner = withRefreshToken(verified);
    secrets.push(owner.token, owner.refresh_token);

    // login by password and by code, refresh by body and by cookie
    secrets.push(TEST_PASSWORD);
    const login = withRefreshToken(await post('/api/auth/login/', { email: 'log@test.ru', password }));
    secrets.push(login.token, login.refresh_token);
    const rotated = withRefreshToken(
      await post('/api/auth/refresh-token/', { refresh_token: login.refresh_token }),
    );
    secrets.push(rotated.token, rotated.refresh_token);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token/',
      cookies: { refresh_token: rotated.refresh_token },
    });
    await post('/api/auth/send-confirm-code/', { email: 'log@test.ru', action: 'login' });
    const loginCode = await t.lastCode('log@test.ru');
    secrets.push(loginCode);
    expect((await post('/api/auth/login-code/', { email: 'log@test.ru', code: loginCode })).statusCode).toBe(
      200,
    );

    // password restore
    await post('/api/auth/restore-pass/', { email: 'log@test.ru' });
    const restoreCode = await t.lastCode('log@test.ru');
    const newPassword = 'another-password-for-the-log';
    secrets.push(restoreCode, newPassword);
    expect(
      (
        await post('/api/auth/confirm-code/', {
          email: 'log@test.ru',
          code: restoreCode,
          password: newPassword,
        })
      ).statusCode,
    ).toBe(200);

    // the e-mail change code travels in the path (SPEC §7)
    const fresh = withRefreshToken(
      await post('/api/auth/login/', { email: 'log@test.ru', password: newPassword }),
    );
    const freshBearer = { authorization: `Bearer ${fresh.token}` };
    secrets.push(fresh.token, fresh.refresh_token);
    await post(
      '/api/profile/refresh-email/',
      { password: newPassword, new_email: 'log-moved@test.ru' },
      freshBearer,
    );
    const emailCode = await t.lastCode('log-moved@test.ru');
    secrets.push(emailCode);
    expect((await get(`/api/profile/confirm-code/${emailCode}/`, freshBearer)).statusCode).toBe(200);

    // an invitation's link token, in the API's query, in the body, and in the page address it opens
    const employee = await t.user();
    await post('/api/company/invite/', { email: employee.account.email!, role_ids: [] }, freshBearer);
    const [invitation] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, employee.account.email!));
    const inviteToken = decodeURIComponent(/invite=([^\s)]+)/.exec(invitation.text)![1]);
    secrets.push(inviteToken);
    const employeeBearer = { authorization: `Bearer ${employee.session.token}` };
    await get(`/api/company/accept-invitation/?token=${encodeURIComponent(inviteToken)}`, employeeBearer);
    await get(`/app/dashboard?invite=${encodeURIComponent(inviteToken)}`);
    expect(
      (await post('/api/company/accept-invitation/', { token: inviteToken, accept: true }, employeeBearer))
        .statusCode,
    ).toBe(200);

    // a memory page's link token
    const family = await t.user();
    const person = await t.services.persons.create(
      { owner: { accountId: family.account.id }, accountId: family.account.id },
      { first_name: 'Пётр', last_name: 'Иванов', date_death: '2004' },
    );
    const familyBearer = { authorization: `Bearer ${family.session.token}` };
    const page = await t.app.inject({
      method: 'PUT',
      url: '/api/memory_page/page/',
      payload: { person_id: person.id, visibility: 'link' },
      headers: familyBearer,
    });
    expect(page.statusCode, page.body).toBe(201);
    const settings = (await get(`/api/memory_page/settings/${page.json().id}/`, familyBearer)).json();
    secrets.push(settings.link_token);
    expect(
      (await get(`/api/memory_page/public/${page.json().id}/?token=${settings.link_token}`)).statusCode,
    ).toBe(200);
    await get(`/person/${page.json().id}?token=${settings.link_token}`);

    // a failing request logs its route, not its input
    await post('/api/auth/login/', { email: 'log@test.ru', password: 'wrong-password-in-the-log' });
    secrets.push('wrong-password-in-the-log');

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(40);
    expect(log).toContain('/api/profile/confirm-code/');
    expect(log).toContain(REDACTED);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(5);
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
    }
  });
});
