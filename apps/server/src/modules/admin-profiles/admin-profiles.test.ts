import { ADMIN_PROFILE_MSG } from '@sp/shared/api/admin-profiles';
import { AUTH_MSG, type Session } from '@sp/shared/api/auth';
import { SERVER_MSG } from '@sp/shared/api/common';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, withRefreshToken } from '../../../test/test-app';
import { accounts } from '../accounts/accounts.table';
import { memberships, roles } from '../companies/companies.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/admin/profiles/';

const call = (method: 'GET' | 'POST', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const refresh = (session: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token/',
    payload: { refresh_token: session.refresh_token },
  });

const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

const history = (session: Session, id: number) =>
  call('GET', `/api/admin/journal/history/?model_name=Account&record_id=${id}`, session);

describe('the administrators’ accounts console (issue 16 §1)', () => {
  it('every endpoint is 401 to a guest and 403 to anyone but an administrator', async () => {
    const target = await t.user();
    const id = target.account.id;
    const owner = await t.companyOwner();
    const employee = await t.employee(owner.company.id, { users: 1, admin: 1, journal: 1 });
    const endpoints: ['GET' | 'POST', string][] = [
      ['GET', BASE],
      ['GET', `${BASE}${id}/`],
      ['GET', `${BASE}${id}/sessions/`],
      ['POST', `${BASE}${id}/block/`],
      ['POST', `${BASE}${id}/unblock/`],
      ['POST', `${BASE}${id}/reset-password/`],
      ['GET', `/api/admin/journal/history/?model_name=Account&record_id=${id}`],
    ];
    for (const [method, url] of endpoints) {
      const guest = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      for (const caller of [target, owner, employee]) {
        const refused = await call(method, url, caller.session, method === 'POST' ? {} : undefined);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().detail).toBe(SERVER_MSG.forbidden);
      }
    }
    // nothing happened to the account
    expect((await refresh(target.session)).statusCode).toBe(200);
  });

  it('lists accounts newest first and finds them by name, e-mail and phone; never a password', async () => {
    const admin = await t.admin();
    const anna = await t.createAccount({ userType: 1, email: 'anna.lebedeva@mail.test', firstName: 'Анна' });
    await t.db.update(accounts).set({ lastName: 'Лебедева' }).where(eq(accounts.id, anna.id));
    const petr = await t.createAccount({ userType: 1, phone: '79161234567', firstName: 'Пётр' });
    const owner = await t.companyOwner('REGULAR', 'Ритуал-Поиск');

    const all = (await call('GET', `${BASE}?limit=50`, admin.session)).json();
    expect(all.count).toBeGreaterThanOrEqual(4);
    const ids = all.results.map((row: { id: number }) => row.id);
    expect(ids.indexOf(owner.account.id)).toBeLessThan(ids.indexOf(anna.id));
    expect(JSON.stringify(all)).not.toMatch(/password|hash|\$argon|\$2[aby]\$/i);

    const byName = (
      await call('GET', `${BASE}?query=${encodeURIComponent('анна лебедева')}`, admin.session)
    ).json();
    expect(byName.results.map((row: { id: number }) => row.id)).toEqual([anna.id]);
    expect(byName.results[0]).toMatchObject({
      name: 'Анна Лебедева',
      email: 'anna.lebedeva@mail.test',
      user_type: 1,
      is_active: true,
      company: null,
    });
    const byMail = (await call('GET', `${BASE}?query=LEBEDEVA@mail`, admin.session)).json();
    expect(byMail.results.map((row: { id: number }) => row.id)).toEqual([anna.id]);
    // «Пётр» is found as «петр» too
    const byYo = (await call('GET', `${BASE}?query=${encodeURIComponent('петр')}`, admin.session)).json();
    expect(byYo.results.map((row: { id: number }) => row.id)).toContain(petr.id);
    for (const typed of ['+7 (916) 123-45', '8916123', '1234567']) {
      const byPhone = (await call('GET', `${BASE}?query=${encodeURIComponent(typed)}`, admin.session)).json();
      expect(
        byPhone.results.map((row: { id: number }) => row.id),
        typed,
      ).toEqual([petr.id]);
    }
    const owners = (await call('GET', `${BASE}?user_type=2&limit=100`, admin.session)).json();
    const found = owners.results.find((row: { id: number }) => row.id === owner.account.id);
    expect(found.company).toEqual({ id: owner.company.id, name: 'Ритуал-Поиск', type: 'REGULAR' });
    expect(owners.results.every((row: { user_type: number }) => row.user_type === 2)).toBe(true);

    const paged = (await call('GET', `${BASE}?limit=2&offset=1`, admin.session)).json();
    expect(paged.results.map((row: { id: number }) => row.id)).toEqual(ids.slice(1, 3));
    expect((await call('GET', `${BASE}?user_type=7`, admin.session)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}999999/`, admin.session)).statusCode).toBe(404);
  });

  it('shows an account’s companies with roles, its tariff and balance, and its sessions', async () => {
    const admin = await t.admin();
    const owner = await t.companyOwner('REGULAR', 'Память-Сервис');
    const employee = await t.employee(owner.company.id, { orders: 2 });
    const [role] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.companyId, owner.company.id), eq(roles.name, 'Роль')));

    const ownerCard = (await call('GET', `${BASE}${owner.account.id}/`, admin.session)).json();
    expect(ownerCard.companies).toEqual([
      expect.objectContaining({
        id: owner.company.id,
        name: 'Память-Сервис',
        type: 'REGULAR',
        parent: null,
        is_owner: true,
        roles: [],
        billing: expect.objectContaining({ balance: 0, tariff: expect.objectContaining({ is_free: true }) }),
      }),
    ]);
    expect(ownerCard.billing).toMatchObject({ balance: 0, ends_at: null });
    expect(JSON.stringify(ownerCard)).not.toMatch(/password|hash/i);

    await t.grantTariff({ accountId: employee.account.id }, {});
    const staffCard = (await call('GET', `${BASE}${employee.account.id}/`, admin.session)).json();
    expect(staffCard.company).toMatchObject({ id: owner.company.id });
    expect(staffCard.companies).toEqual([
      expect.objectContaining({
        id: owner.company.id,
        is_owner: false,
        roles: [{ id: role.id, name: role.name }],
        billing: null,
      }),
    ]);
    // the test tariff cost its 100 ₽: what is left is 0, the tariff runs for a year
    expect(staffCard.billing).toMatchObject({
      balance: 0,
      tariff: expect.objectContaining({ is_free: false }),
    });
    expect(staffCard.billing.ends_at).toEqual(expect.any(String));

    const adminCard = (await call('GET', `${BASE}${admin.account.id}/`, admin.session)).json();
    expect(adminCard.billing).toBeNull();
    expect(adminCard.companies).toEqual([]);

    // two sign-ins, one renewed and one ended
    const second = withRefreshToken(await login(employee.account.email!));
    expect((await refresh(employee.session)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh_token: second.refresh_token },
    });
    const sessionsAnswer = await call('GET', `${BASE}${employee.account.id}/sessions/`, admin.session);
    expect(sessionsAnswer.statusCode, sessionsAnswer.body).toBe(200);
    const sessions = sessionsAnswer.json();
    expect(sessions.count).toBe(2);
    expect(sessions.results.map((row: { state: string }) => row.state)).toEqual(['ended', 'active']);
    const [ended, active] = sessions.results;
    expect(ended.ended_at).toEqual(expect.any(String));
    expect(active.ended_at).toBeNull();
    expect(Date.parse(active.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(active.started_at));
    expect(Date.parse(active.expires_at)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(sessions)).not.toMatch(/token|hash/i);
  });

  it('a block ends the sessions at once: the token stops, refresh and sign-in are refused; unblock restores sign-in', async () => {
    const admin = await t.admin();
    const target = await t.user();
    const other = await t.user();
    const profile = () => call('GET', '/api/profile/user/', target.session);
    expect((await profile()).statusCode).toBe(200);

    const blocked = await call('POST', `${BASE}${target.account.id}/block/`, admin.session, {
      reason: 'Жалобы на спам',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ id: target.account.id, is_active: false });

    expect((await profile()).statusCode).toBe(401);
    const refused = await refresh(target.session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(AUTH_MSG.sessionExpired);
    const signIn = await login(target.account.email!);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toBe(AUTH_MSG.accountBlocked);
    // a wrong password still reads as any wrong password
    expect((await login(target.account.email!, 'wrong-password-1')).json().detail).toBe(
      AUTH_MSG.wrongCredentials,
    );
    // another account is untouched
    expect((await call('GET', '/api/profile/user/', other.session)).statusCode).toBe(200);

    const list = (await call('GET', `${BASE}?status=blocked&limit=100`, admin.session)).json();
    expect(list.results.map((row: { id: number }) => row.id)).toContain(target.account.id);
    expect(list.results.every((row: { is_active: boolean }) => !row.is_active)).toBe(true);
    const sessions = (await call('GET', `${BASE}${target.account.id}/sessions/`, admin.session)).json();
    expect(sessions.results.every((row: { state: string }) => row.state === 'ended')).toBe(true);

    const reset = await call('POST', `${BASE}${target.account.id}/reset-password/`, admin.session);
    expect(reset.statusCode).toBe(409);
    expect(reset.json().detail).toBe(ADMIN_PROFILE_MSG.blockedReset);

    const unblocked = await call('POST', `${BASE}${target.account.id}/unblock/`, admin.session);
    expect(unblocked.json()).toMatchObject({ is_active: true });
    // the ended sessions stay ended; a new sign-in works
    expect((await refresh(target.session)).statusCode).toBe(401);
    const again = await login(target.account.email!);
    expect(again.statusCode).toBe(200);

    const entries = (await history(admin.session, target.account.id)).json();
    expect(entries.results.map((entry: { changes: object }) => entry.changes)).toEqual([
      { is_active: { old: false, new: true } },
      { is_active: { old: true, new: false }, reason: { old: null, new: 'Жалобы на спам' } },
    ]);
    for (const entry of entries.results) {
      expect(entry).toMatchObject({
        model: 'Account',
        model_label: 'Аккаунт',
        record_id: String(target.account.id),
        action: 'update',
        account: { id: admin.account.id, name: 'Тест' },
      });
    }
  });

  it('a blocked company owner or employee is refused too; nobody blocks themself or an administrator', async () => {
    const admin = await t.admin();
    const owner = await t.companyOwner();
    const employee = await t.employee(owner.company.id, { orders: 1 });
    for (const who of [owner, employee]) {
      expect((await call('POST', `${BASE}${who.account.id}/block/`, admin.session, {})).statusCode).toBe(200);
      expect((await call('GET', '/api/company-orders/orders/', who.session)).statusCode).toBe(401);
      expect((await refresh(who.session)).statusCode).toBe(401);
    }
    // the company's membership is untouched: the block is the account's only
    const left = await t.db.select().from(memberships).where(eq(memberships.companyId, owner.company.id));
    expect(left).toHaveLength(2);

    const self = await call('POST', `${BASE}${admin.account.id}/block/`, admin.session, {});
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(ADMIN_PROFILE_MSG.selfBlock);
    const colleague = await t.admin();
    const another = await call('POST', `${BASE}${colleague.account.id}/block/`, admin.session, {});
    expect(another.statusCode).toBe(409);
    expect(another.json().detail).toBe(ADMIN_PROFILE_MSG.adminBlock);
    expect((await call('GET', '/api/admin/profiles/', colleague.session)).statusCode).toBe(200);
    expect(
      (await call('POST', `${BASE}${owner.account.id}/block/`, admin.session, { reason: 'x'.repeat(501) }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', `${BASE}999999/block/`, admin.session, {})).statusCode).toBe(404);
  });

  it('a password reset sends the owner a restore code, journalled; the admin never sees it', async () => {
    const admin = await t.admin();
    const target = await t.user();
    const email = target.account.email!;
    const answer = await call('POST', `${BASE}${target.account.id}/reset-password/`, admin.session);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ detail: ADMIN_PROFILE_MSG.resetSent(`e-mail ${email}`) });
    const code = await t.lastCode(email);
    expect(answer.body).not.toContain(code);
    // the old password still works until the owner sets a new one
    expect((await login(email)).statusCode).toBe(200);

    const entries = (await history(admin.session, target.account.id)).json();
    expect(entries.results[0]).toMatchObject({
      changes: { password_reset_sent_to: { old: null, new: `e-mail ${email}` } },
      account: { id: admin.account.id },
    });
    expect(JSON.stringify(entries)).not.toContain(code);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-code/',
      payload: { email, code, password: 'brand-new-pass-2026' },
    });
    expect(done.statusCode, done.body).toBe(200);
    // the reset ended the sessions held before
    expect((await refresh(target.session)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(400);
    expect((await login(email, 'brand-new-pass-2026')).statusCode).toBe(200);
  });

  it('sends the reset code to a confirmed phone first; refuses an account without any contact', async () => {
    const admin = await t.admin();
    const phoned = await t.createAccount({ userType: 1, phone: '79035550011', email: 'both@mail.test' });
    await t.db.update(accounts).set({ isPhoneVerified: true }).where(eq(accounts.id, phoned.id));
    const answer = await call('POST', `${BASE}${phoned.id}/reset-password/`, admin.session);
    expect(answer.json().detail).toBe(ADMIN_PROFILE_MSG.resetSent('телефон +7 (903) 555-00-11'));
    expect(await t.lastCode('79035550011')).toMatch(/^\d{5}$/);

    const nobody = await t.createAccount({ userType: 1, email: 'gone@mail.test' });
    await t.db.update(accounts).set({ email: null }).where(eq(accounts.id, nobody.id));
    const refused = await call('POST', `${BASE}${nobody.id}/reset-password/`, admin.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(ADMIN_PROFILE_MSG.noContact);
  });
});
