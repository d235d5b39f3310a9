import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, NOT_AN_IMAGE, pngImage } from '../../../test/multipart';
import { createTestApp, TEST_PASSWORD, type TestApp, withRefreshToken } from '../../../test/test-app';
import { confirmationCodes } from '../auth/auth.table';
import { createCompany } from '../companies/companies.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

describe('GET/PUT /api/profile/user/', () => {
  it('answers the profile of the caller', async () => {
    const owner = await t.companyOwner('DEALER', 'Дилер');
    const response = await get('/api/profile/user/', t.bearer(owner.session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: owner.account.id,
      user_type: 2,
      first_name: 'Тест',
      last_name: '',
      avatar: null,
      company_id: owner.company.id,
      name: 'Дилер',
      logo: null,
      type_company: 'DEALER',
      auth_data: {
        phone: null,
        email: owner.account.email,
        is_phone_verified: false,
        is_email_verified: true,
      },
      created_at: expect.any(String),
    });
  });

  it('answers 401 to a guest', async () => {
    expect((await get('/api/profile/user/', {})).statusCode).toBe(401);
    expect((await send('PUT', '/api/profile/user/', {}, { first_name: 'Иван' })).statusCode).toBe(401);
  });

  it('updates names, Latin or Cyrillic', async () => {
    const { session } = await t.user();
    const response = await send('PUT', '/api/profile/user/', t.bearer(session), {
      first_name: ' Ёлка ',
      last_name: 'Smith',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Ёлка', last_name: 'Smith' });
    const cleared = await send('PUT', '/api/profile/user/', t.bearer(session), {
      first_name: '',
      last_name: '',
    });
    expect(cleared.json()).toMatchObject({ first_name: '', last_name: '' });
  });

  it('reports name errors with the spec messages', async () => {
    const { session } = await t.user();
    const cases: [unknown, Record<string, string>][] = [
      [{ first_name: 'Я', last_name: 'Петров' }, { first_name: 'Размер поля от 2 до 15 символов' }],
      [{ first_name: 'Иван', last_name: 'А'.repeat(16) }, { last_name: 'Размер поля от 2 до 15 символов' }],
      [
        { first_name: 'Иван-Иван', last_name: 'Петров' },
        { first_name: 'Поле не должно содержать пробелы и знаки' },
      ],
      [
        { first_name: 'Иван', last_name: 'Пет ров' },
        { last_name: 'Поле не должно содержать пробелы и знаки' },
      ],
      [
        { first_name: 'Ivan2', last_name: 'Петров' },
        { first_name: 'Поле не должно содержать пробелы и знаки' },
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await send('PUT', '/api/profile/user/', t.bearer(session), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, [v]])));
    }
    for (const body of [null, [], 5, { first_name: 5, last_name: {} }, { first_name: 'x'.repeat(100_000) }]) {
      const response = await send('PUT', '/api/profile/user/', t.bearer(session), body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 50)).toBe(400);
    }
  });
});

describe('avatar', () => {
  it('stores a real image re-encoded as a square and serves it at /media', async () => {
    const { session } = await t.user();
    const upload = multipart({}, [
      { field: 'avatar', filename: 'me.png', contentType: 'image/png', data: await pngImage(300, 200) },
    ]);
    const response = await send(
      'POST',
      '/api/profile/user/avatar/',
      {
        ...t.bearer(session),
        ...upload.headers,
      },
      upload.payload,
    );
    expect(response.statusCode).toBe(200);
    const avatar: string = response.json().avatar;
    expect(avatar).toMatch(/^\/media\/avatars\/\d{4}-\d{2}\/[0-9a-f-]+\.webp$/);

    const file = await t.app.inject({ method: 'GET', url: avatar });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(meta.height);

    // a new avatar replaces the old file
    const second = multipart({}, [{ field: 'avatar', filename: 'me2.png', data: await pngImage(40, 40) }]);
    const replaced = await send(
      'POST',
      '/api/profile/user/avatar/',
      {
        ...t.bearer(session),
        ...second.headers,
      },
      second.payload,
    );
    expect(replaced.json().avatar).not.toBe(avatar);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);

    const removed = await send('DELETE', '/api/profile/user/avatar/', t.bearer(session));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: replaced.json().avatar })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const { session } = await t.user();
    const upload = multipart({}, [
      { field: 'avatar', filename: 'photo.png', contentType: 'image/png', data: NOT_AN_IMAGE },
    ]);
    const response = await send(
      'POST',
      '/api/profile/user/avatar/',
      {
        ...t.bearer(session),
        ...upload.headers,
      },
      upload.payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ avatar: ['Неверный формат файла.'] });
  });

  it('refuses a truncated image and a request without a file or not multipart', async () => {
    const { session } = await t.user();
    const png = await pngImage(100, 100);
    const truncated = multipart({}, [{ field: 'avatar', filename: 'a.png', data: png.subarray(0, 60) }]);
    const broken = await send(
      'POST',
      '/api/profile/user/avatar/',
      {
        ...t.bearer(session),
        ...truncated.headers,
      },
      truncated.payload,
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ avatar: ['Неверный формат файла.'] });

    const empty = multipart({ note: 'no file' });
    const noFile = await send(
      'POST',
      '/api/profile/user/avatar/',
      {
        ...t.bearer(session),
        ...empty.headers,
      },
      empty.payload,
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ detail: 'Выберите изображение.' });

    const json = await send('POST', '/api/profile/user/avatar/', t.bearer(session), { avatar: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ detail: 'Ожидается multipart/form-data.' });
  });
});

describe('companies of an account', () => {
  async function ownerWithBranch() {
    const owner = await t.companyOwner('REGULAR', 'Головная');
    const branch = await t.db.transaction((tx) =>
      createCompany(tx, { name: 'Филиал', ownerAccountId: owner.account.id, parentId: owner.company.id }),
    );
    return { ...owner, branch };
  }

  it('available-companies lists the root first with staff counts and pages', async () => {
    const owner = await ownerWithBranch();
    await t.employee(owner.company.id, { orders: 3 });
    const response = await get('/api/profile/available-companies/', t.bearer(owner.session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 2,
      results: [
        {
          id: owner.company.id,
          logo: null,
          name: 'Головная',
          is_root: true,
          number_connected_profiles: 2,
          is_blocked: false,
        },
        {
          id: owner.branch.id,
          logo: null,
          name: 'Филиал',
          is_root: false,
          number_connected_profiles: 1,
          is_blocked: false,
        },
      ],
    });
    const page2 = await get('/api/profile/available-companies/?page=2&page_size=1', t.bearer(owner.session));
    expect(page2.json()).toMatchObject({ count: 2, results: [{ id: owner.branch.id }] });
    const bad = await get('/api/profile/available-companies/?page=0&page_size=abc', t.bearer(owner.session));
    expect(bad.statusCode).toBe(400);
    const { session } = await t.user();
    expect((await get('/api/profile/available-companies/', t.bearer(session))).json()).toEqual({
      count: 0,
      results: [],
    });
  });

  it('available-companies says which companies an administrator blocked and lists them last', async () => {
    const owner = await ownerWithBranch();
    const other = await t.db.transaction((tx) =>
      createCompany(tx, { name: 'Другая', ownerAccountId: owner.account.id }),
    );
    const admin = await t.admin();
    const blocked = await send(
      'POST',
      `/api/admin/companies/${owner.company.id}/block/`,
      t.bearer(admin.session),
      {
        reason: 'Жалобы клиентов',
      },
    );
    expect(blocked.statusCode, blocked.body).toBe(200);
    // the main company's block blocks its branch too; the account's other company goes first
    const response = await get('/api/profile/available-companies/', t.bearer(owner.session));
    expect(response.statusCode).toBe(200);
    expect(
      response.json().results.map((c: { id: number; is_blocked: boolean }) => [c.id, c.is_blocked]),
    ).toEqual([
      [other.id, false],
      [owner.company.id, true],
      [owner.branch.id, true],
    ]);
    expect(response.json().count).toBe(3);

    const unblocked = await send(
      'POST',
      `/api/admin/companies/${owner.company.id}/unblock/`,
      t.bearer(admin.session),
    );
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    const after = await get('/api/profile/available-companies/', t.bearer(owner.session));
    expect(after.json().results.map((c: { is_blocked: boolean }) => c.is_blocked)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('available-companies answers logos as /media addresses', async () => {
    const owner = await t.companyOwner('REGULAR', 'С логотипом');
    const upload = multipart({}, [{ field: 'logo', filename: 'logo.png', data: await pngImage(80, 80) }]);
    const logo = await send(
      'POST',
      '/api/company/profile/logo/',
      {
        ...t.bearer(owner.session),
        ...upload.headers,
      },
      upload.payload,
    );
    expect(logo.statusCode).toBe(200);
    const list = await get('/api/profile/available-companies/', t.bearer(owner.session));
    expect(list.json().results[0].logo).toBe(logo.json().logo);
    expect(list.json().results[0].logo).toMatch(/^\/media\/logos\//);
  });

  it('change-company switches to a branch and answers a session of the branch', async () => {
    const owner = await ownerWithBranch();
    const current = await get('/api/profile/change-company/', t.bearer(owner.session));
    expect(current.json()).toEqual([{ current_company: owner.company.id }]);

    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/profile/change-company/',
      headers: t.bearer(owner.session),
      cookies: { refresh_token: owner.session.refresh_token },
      payload: { company_id: owner.branch.id },
    });
    expect(switched.statusCode).toBe(200);
    const session = withRefreshToken(switched);
    expect(session.company).toMatchObject({
      id: owner.branch.id,
      is_root: false,
      parent_id: owner.company.id,
    });
    expect(session.profile.company_id).toBe(owner.branch.id);
    expect(session.refresh_token).not.toBe(owner.session.refresh_token);

    const after = await get('/api/profile/change-company/', t.bearer(session));
    expect(after.json()).toEqual([{ current_company: owner.branch.id }]);
    const profile = await get('/api/company/profile/', t.bearer(session));
    expect(profile.json()).toMatchObject({ id: owner.branch.id, name: 'Филиал' });
    // the rotated token of the caller's own family keeps working
    const refreshed = await send(
      'POST',
      '/api/auth/refresh-token/',
      {},
      { refresh_token: session.refresh_token },
    );
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().company.id).toBe(owner.branch.id);
  });

  it('change-company to a company the account does not belong to answers 404', async () => {
    const a = await t.companyOwner('REGULAR', 'A');
    const b = await t.companyOwner('REGULAR', 'B');
    const response = await send('POST', '/api/profile/change-company/', t.bearer(a.session), {
      company_id: b.company.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Страница не найдена.' });
    const missing = await send('POST', '/api/profile/change-company/', t.bearer(a.session), {
      company_id: 2_000_000_000,
    });
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/company/profile/', t.bearer(a.session))).json().id).toBe(a.company.id);

    for (const body of [{}, { company_id: 'abc' }, { company_id: -1 }, { company_id: null }]) {
      const bad = await send('POST', '/api/profile/change-company/', t.bearer(a.session), body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('an employee may switch only to a company they work for', async () => {
    const a = await t.companyOwner('REGULAR', 'A2');
    const b = await t.companyOwner('REGULAR', 'B2');
    const worker = await t.employee(a.company.id, { orders: 1 });
    const denied = await send('POST', '/api/profile/change-company/', t.bearer(worker.session), {
      company_id: b.company.id,
    });
    expect(denied.statusCode).toBe(404);
    const own = await send('POST', '/api/profile/change-company/', t.bearer(worker.session), {
      company_id: a.company.id,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().roles).toEqual([{ id: expect.any(Number), name: 'Роль', modules: { orders: 1 } }]);
  });
});

describe('refresh-pass', () => {
  it('requires the old password', async () => {
    const { session } = await t.user();
    const wrong = await send('POST', '/api/profile/refresh-pass/', t.bearer(session), {
      password: 'not-the-password',
      new_password: 'new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['Неверный пароль'] });
    const short = await send('POST', '/api/profile/refresh-pass/', t.bearer(session), {
      password: TEST_PASSWORD,
      new_password: 'short',
    });
    expect(short.json()).toEqual({ new_password: ['Размер поля не менее 8 символов'] });
    const empty = await send('POST', '/api/profile/refresh-pass/', t.bearer(session), {});
    expect(empty.json()).toEqual({
      password: ['Поле обязательно для заполнения'],
      new_password: ['Поле обязательно для заполнения'],
    });
  });

  it("revokes the other sessions and keeps the caller's", async () => {
    const account = await t.createAccount({ userType: 1 });
    const mine = await t.login(account);
    const other = await t.login(account);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/profile/refresh-pass/',
      headers: t.bearer(mine),
      cookies: { refresh_token: mine.refresh_token },
      payload: { password: TEST_PASSWORD, new_password: 'changed-pass-1' },
    });
    expect(changed.statusCode).toBe(200);
    const session = withRefreshToken(changed);

    const otherRefresh = await send(
      'POST',
      '/api/auth/refresh-token/',
      {},
      { refresh_token: other.refresh_token },
    );
    expect(otherRefresh.statusCode).toBe(401);
    const ownRefresh = await send(
      'POST',
      '/api/auth/refresh-token/',
      {},
      { refresh_token: session.refresh_token },
    );
    expect(ownRefresh.statusCode).toBe(200);

    expect(
      (await send('POST', '/api/auth/login/', {}, { email: account.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/api/auth/login/', {}, { email: account.email, password: 'changed-pass-1' }))
        .statusCode,
    ).toBe(200);
  });

  it('without the refresh cookie keeps the session of the access token, with a new refresh token', async () => {
    const account = await t.createAccount({ userType: 1 });
    const mine = await t.login(account);
    const other = await t.login(account);
    const changed = await send('POST', '/api/profile/refresh-pass/', t.bearer(mine), {
      password: TEST_PASSWORD,
      new_password: 'changed-pass-2',
    });
    expect(changed.statusCode).toBe(200);
    const renewed = withRefreshToken(changed);
    expect(renewed.refresh_token).not.toBe(mine.refresh_token);
    expect(
      (await send('POST', '/api/auth/refresh-token/', {}, { refresh_token: other.refresh_token })).statusCode,
    ).toBe(401);
    expect(
      (await send('POST', '/api/auth/refresh-token/', {}, { refresh_token: renewed.refresh_token }))
        .statusCode,
    ).toBe(200);
  });
});

describe('refresh-email', () => {
  it('sends a code to the new address and changes the e-mail when the code comes back', async () => {
    const account = await t.createAccount({ userType: 1, email: 'old-mail@test.ru' });
    const session = await t.login(account);
    const sent = await send('POST', '/api/profile/refresh-email/', t.bearer(session), {
      password: TEST_PASSWORD,
      new_email: 'New-Mail@Test.ru',
      email: 'old-mail@test.ru',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ detail: 'Мы отправили код подтверждения на новую почту.' });
    const code = await t.lastCode('new-mail@test.ru');

    const wrong = await get(
      `/api/profile/confirm-code/${String((Number(code) + 1) % 100_000).padStart(5, '0')}/`,
      t.bearer(session),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: ['Неверный код.'] });

    const confirmed = await get(`/api/profile/confirm-code/${code}/`, t.bearer(session));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().auth_data).toMatchObject({ email: 'new-mail@test.ru', is_email_verified: true });
    const again = await get(`/api/profile/confirm-code/${code}/`, t.bearer(session));
    expect(again.statusCode).toBe(400);

    expect(
      (await send('POST', '/api/auth/login/', {}, { email: 'new-mail@test.ru', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('POST', '/api/auth/login/', {}, { email: 'old-mail@test.ru', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(400);
  });

  it("another account's code does not change my e-mail", async () => {
    const alice = await t.login(await t.createAccount({ userType: 1, email: 'alice@test.ru' }));
    const bob = await t.login(await t.createAccount({ userType: 1, email: 'bob@test.ru' }));
    await send('POST', '/api/profile/refresh-email/', t.bearer(alice), {
      password: TEST_PASSWORD,
      new_email: 'alice-new@test.ru',
    });
    const code = await t.lastCode('alice-new@test.ru');
    const stolen = await get(`/api/profile/confirm-code/${code}/`, t.bearer(bob));
    expect(stolen.statusCode).toBe(400);
    expect((await get('/api/profile/user/', t.bearer(bob))).json().auth_data.email).toBe('bob@test.ru');
  });

  it('refuses a wrong password, a taken or the same address, bad codes and an expired code', async () => {
    await t.createAccount({ userType: 1, email: 'taken-mail@test.ru' });
    const account = await t.createAccount({ userType: 1, email: 'mine@test.ru' });
    const session = await t.login(account);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ password: 'wrong-password', new_email: 'x@test.ru' }, { password: ['Неверный пароль'] }],
      [
        { password: TEST_PASSWORD, new_email: 'taken-mail@test.ru' },
        { new_email: ['Эта почта уже используется'] },
      ],
      [{ password: TEST_PASSWORD, new_email: 'MINE@test.ru' }, { new_email: ['Это ваша текущая почта'] }],
      [{ password: TEST_PASSWORD, new_email: 'not-an-email' }, { new_email: ['Неверный формат почты'] }],
    ];
    for (const [body, expected] of cases) {
      const response = await send('POST', '/api/profile/refresh-email/', t.bearer(session), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    const letters = await get('/api/profile/confirm-code/12a45/', t.bearer(session));
    expect(letters.statusCode).toBe(400);
    expect(letters.json().code[0]).toBe('Поле дложно быть числом');
    const short = await get('/api/profile/confirm-code/1234/', t.bearer(session));
    expect(short.json()).toEqual({ code: ['Размер поля 5 символов'] });
    const none = await get('/api/profile/confirm-code/12345/', t.bearer(session));
    expect(none.json()).toEqual({ code: ['Код недействителен или устарел. Запросите новый код.'] });

    await send('POST', '/api/profile/refresh-email/', t.bearer(session), {
      password: TEST_PASSWORD,
      new_email: 'later@test.ru',
    });
    const code = await t.lastCode('later@test.ru');
    await t.db
      .update(confirmationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(confirmationCodes.identifier, 'later@test.ru'));
    const expired = await get(`/api/profile/confirm-code/${code}/`, t.bearer(session));
    expect(expired.statusCode).toBe(400);
  });

  it('allows at most 3 codes per new address in 15 minutes', async () => {
    const session = await t.login(await t.createAccount({ userType: 1 }));
    for (let i = 0; i < 3; i += 1) {
      const ok = await send('POST', '/api/profile/refresh-email/', t.bearer(session), {
        password: TEST_PASSWORD,
        new_email: 'flood@test.ru',
      });
      expect(ok.statusCode).toBe(200);
    }
    const blocked = await send('POST', '/api/profile/refresh-email/', t.bearer(session), {
      password: TEST_PASSWORD,
      new_email: 'flood@test.ru',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/^Код можно запросить не более 3 раз за 15 минут/);
  });
});
