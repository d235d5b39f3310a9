import { REQUISITES_MSG } from '@sp/shared/validation/requisites';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, NOT_AN_IMAGE, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

const FORBIDDEN = { detail: 'Недостаточно прав для выполнения действия.' };
const validBody = {
  name: 'Ритуал-Сервис',
  inn: '7707083893',
  phone: '+7 (900) 000-00-01',
  email: 'office@ritual.ru',
  address: 'Москва, ул. Тверская, 1',
  description: 'Полный комплекс услуг',
};

async function auditRows(companyId: number, model = 'Company') {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.model, model)))
    .orderBy(desc(auditLog.id));
}

describe('GET /api/company/profile/', () => {
  it('answers the current company to its owner and to any employee', async () => {
    const owner = await t.companyOwner('MUNICIPAL', 'Муниципал');
    const expected = {
      id: owner.company.id,
      name: 'Муниципал',
      logo: null,
      type_company: 'MUNICIPAL',
      is_root: true,
      parent_id: null,
      inn: '',
      phone: '',
      email: '',
      address: '',
      description: '',
      created_at: expect.any(String),
    };
    const response = await call('GET', '/api/company/profile/', t.bearer(owner.session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
    const viewer = await t.employee(owner.company.id, { orders: 3 });
    expect((await call('GET', '/api/company/profile/', t.bearer(viewer.session))).json()).toEqual(expected);
  });

  it("an employee of company A never sees company B's profile", async () => {
    const a = await t.companyOwner('REGULAR', 'Компания А');
    const b = await t.companyOwner('REGULAR', 'Компания Б');
    await call('PUT', '/api/company/profile/0/', t.bearer(b.session), { ...validBody, name: 'Компания Б' });
    const worker = await t.employee(a.company.id, { companies: 1 });
    const response = await call('GET', '/api/company/profile/', t.bearer(worker.session));
    expect(response.json()).toMatchObject({ id: a.company.id, name: 'Компания А', inn: '' });
    // switching to B is refused as not found, and A is still the company
    const switched = await call('POST', '/api/profile/change-company/', t.bearer(worker.session), {
      company_id: b.company.id,
    });
    expect(switched.statusCode).toBe(404);
    // an edit by A's employee changes A only
    const edited = await call('PUT', '/api/company/profile/0/', t.bearer(worker.session), {
      ...validBody,
      name: 'А изменена',
    });
    expect(edited.json().id).toBe(a.company.id);
    expect((await call('GET', '/api/company/profile/', t.bearer(b.session))).json().name).toBe('Компания Б');
  });

  it('an employee removed from the company loses it', async () => {
    const owner = await t.companyOwner();
    const worker = await t.employee(owner.company.id, { companies: 1 });
    const { memberships } = await import('../companies/companies.table');
    await t.db.delete(memberships).where(eq(memberships.accountId, worker.account.id));
    const response = await call('GET', '/api/company/profile/', t.bearer(worker.session));
    expect(response.statusCode).toBe(403);
  });
});

describe('access to company routes', () => {
  it('guest → 401, user and administrator → 403 on every company route', async () => {
    const user = await t.user();
    const admin = await t.admin();
    const routes: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/company/profile/'],
      ['PUT', '/api/company/profile/0/', validBody],
      ['POST', '/api/company/profile/logo/'],
      ['DELETE', '/api/company/profile/logo/'],
      ['GET', '/api/company/integrations/0/'],
      ['PUT', '/api/company/integrations/0/', { telegram_token: 'x' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, {}, body)).statusCode, `guest ${method} ${url}`).toBe(401);
      for (const caller of [user, admin]) {
        const response = await call(method, url, t.bearer(caller.session), body);
        expect(response.statusCode, `${caller.session.profile.user_type} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
    }
  });

  it('a viewer with only {orders: 3} gets 403 on PUT, even with an invalid body', async () => {
    const owner = await t.companyOwner();
    const viewer = await t.employee(owner.company.id, { orders: 3 });
    for (const body of [validBody, {}, { name: '' }, null, 'garbage', [1, 2]]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/company/profile/0/',
        headers: { ...t.bearer(viewer.session), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/company/profile/0/',
      headers: { ...t.bearer(viewer.session), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(malformed.statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/company/integrations/0/'],
      ['PUT', '/api/company/integrations/0/'],
      ['POST', '/api/company/profile/logo/'],
      ['DELETE', '/api/company/profile/logo/'],
    ] as const) {
      expect((await call(method, url, t.bearer(viewer.session), {})).statusCode, url).toBe(403);
    }
  });

  it('editing needs full rights on companies: level 2 or 3 is not enough, level 1 is', async () => {
    const owner = await t.companyOwner();
    for (const level of [2, 3] as const) {
      const worker = await t.employee(owner.company.id, { companies: level });
      expect(
        (await call('PUT', '/api/company/profile/0/', t.bearer(worker.session), validBody)).statusCode,
      ).toBe(403);
    }
    const full = await t.employee(owner.company.id, { companies: 1, orders: 3 });
    const response = await call('PUT', '/api/company/profile/0/', t.bearer(full.session), validBody);
    expect(response.statusCode).toBe(200);
  });

  it('POST /api/company/profile/ is for ordinary users: they open a company and become its owner', async () => {
    const user = await t.user();
    const short = await call('POST', '/api/company/profile/', t.bearer(user.session), { name: 'Я' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ name: ['Поле обязательно для заполнения'] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/company/profile/',
      headers: t.bearer(user.session),
      cookies: { refresh_token: user.session.refresh_token },
      payload: { name: 'Новая компания' },
    });
    expect(created.statusCode).toBe(201);
    const session = created.json();
    expect(session.profile.user_type).toBe(2);
    expect(session.company).toMatchObject({ name: 'Новая компания', type_company: 'REGULAR', is_root: true });
    const profile = await call('GET', '/api/company/profile/', t.bearer(session));
    expect(profile.json().name).toBe('Новая компания');
    // now an owner: a second company cannot be opened this way
    const again = await call('POST', '/api/company/profile/', t.bearer(session), { name: 'Ещё одна' });
    expect(again.statusCode).toBe(403);

    const owner = await t.companyOwner();
    expect(
      (await call('POST', '/api/company/profile/', t.bearer(owner.session), { name: 'Вторая' })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/company/profile/0/', () => {
  it('updates the company and writes one audit row with the changed fields', async () => {
    const owner = await t.companyOwner('REGULAR', 'До');
    const before = await auditRows(owner.company.id);
    expect(before.map((row) => row.action)).toEqual(['create']);

    const response = await call('PUT', '/api/company/profile/0/', t.bearer(owner.session), {
      ...validBody,
      name: '  После  ',
      address: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...validBody, name: 'После', address: '', id: owner.company.id });

    const rows = await auditRows(owner.company.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      companyId: owner.company.id,
      accountId: owner.account.id,
      model: 'Company',
      recordId: String(owner.company.id),
      action: 'update',
    });
    expect(rows[0].changes).toEqual({
      name: { old: 'До', new: 'После' },
      inn: { old: '', new: '7707083893' },
      phone: { old: '', new: '+7 (900) 000-00-01' },
      email: { old: '', new: 'office@ritual.ru' },
      description: { old: '', new: 'Полный комплекс услуг' },
    });

    // the same values again change nothing and are not journalled
    await call('PUT', '/api/company/profile/0/', t.bearer(owner.session), {
      ...validBody,
      name: 'После',
      address: '',
    });
    expect(await auditRows(owner.company.id)).toHaveLength(2);
  });

  it('records the employee who made the change', async () => {
    const owner = await t.companyOwner();
    const worker = await t.employee(owner.company.id, { companies: 1 });
    await call('PUT', '/api/company/profile/0/', t.bearer(worker.session), {
      ...validBody,
      name: 'Сотрудник',
    });
    const [row] = await auditRows(owner.company.id);
    expect(row.accountId).toBe(worker.account.id);
  });

  it('reports field errors', async () => {
    const owner = await t.companyOwner();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '' }, { name: ['Поле обязательно для заполнения'] }],
      [{ name: 'x'.repeat(201) }, { name: ['Размер поля слишком большой'] }],
      [{ inn: '123' }, { inn: [REQUISITES_MSG.innFormat] }],
      [{ inn: '12345678901' }, { inn: [REQUISITES_MSG.innFormat] }],
      [{ inn: '7707083894' }, { inn: [REQUISITES_MSG.innChecksum] }],
      [{ email: 'not-mail' }, { email: ['Неверный формат почты'] }],
      [{ description: 'x'.repeat(2001) }, { description: ['Размер поля слишком большой'] }],
      [{ address: 'x'.repeat(301) }, { address: ['Размер поля слишком большой'] }],
    ];
    for (const [patch, expected] of cases) {
      const response = await call('PUT', '/api/company/profile/0/', t.bearer(owner.session), {
        ...validBody,
        ...patch,
      });
      expect(response.statusCode, JSON.stringify(patch).slice(0, 60)).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    const missing = await call('PUT', '/api/company/profile/0/', t.bearer(owner.session), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().name).toEqual(['Поле обязательно для заполнения']);
    const inn12 = await call('PUT', '/api/company/profile/0/', t.bearer(owner.session), {
      ...validBody,
      inn: '500100732259',
    });
    expect(inn12.statusCode).toBe(200);
    // nothing of the failed attempts reached the journal
    const rows = await auditRows(owner.company.id);
    expect(rows.filter((row) => row.action === 'update')).toHaveLength(1);
  });
});

describe('company logo', () => {
  it('stores a real image, serves it and removes it', async () => {
    const owner = await t.companyOwner();
    const upload = multipart({}, [{ field: 'logo', filename: 'logo.jpg', data: await pngImage(120, 60) }]);
    const response = await call(
      'POST',
      '/api/company/profile/logo/',
      {
        ...t.bearer(owner.session),
        ...upload.headers,
      },
      upload.payload,
    );
    expect(response.statusCode).toBe(200);
    const logo: string = response.json().logo;
    expect(logo).toMatch(/^\/media\/logos\/.+\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: logo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const [row] = await auditRows(owner.company.id);
    expect(row.changes).toEqual({ logo: { old: null, new: logo.replace('/media/', '') } });

    const removed = await call('DELETE', '/api/company/profile/logo/', t.bearer(owner.session));
    expect(removed.json().logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });

  it('refuses a non-image renamed .png on the logo field', async () => {
    const owner = await t.companyOwner();
    const upload = multipart({}, [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: NOT_AN_IMAGE },
    ]);
    const response = await call(
      'POST',
      '/api/company/profile/logo/',
      {
        ...t.bearer(owner.session),
        ...upload.headers,
      },
      upload.payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ logo: ['Неверный формат файла.'] });
  });
});

describe('integrations', () => {
  it('stores secrets but never answers them', async () => {
    const owner = await t.companyOwner();
    const empty = await call('GET', '/api/company/integrations/0/', t.bearer(owner.session));
    expect(empty.json()).toEqual({
      whatsapp_profile_id: '',
      has_whatsapp_token: false,
      telegram_bot_name: '',
      has_telegram_token: false,
    });
    const secret = 'super-secret-token-value-123';
    const updated = await call('PUT', '/api/company/integrations/0/', t.bearer(owner.session), {
      whatsapp_profile_id: 'profile-1',
      whatsapp_token: secret,
      telegram_bot_name: 'ritual_bot',
      telegram_token: `${secret}-tg`,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      whatsapp_profile_id: 'profile-1',
      has_whatsapp_token: true,
      telegram_bot_name: 'ritual_bot',
      has_telegram_token: true,
    });
    const read = await call('GET', '/api/company/integrations/0/', t.bearer(owner.session));
    expect(read.body).not.toContain(secret);
    expect(updated.body).not.toContain(secret);
    const [row] = await auditRows(owner.company.id, 'CompanyIntegrations');
    expect(JSON.stringify(row.changes)).not.toContain(secret);
    expect(row.changes).toMatchObject({ has_whatsapp_token: { old: false, new: true } });

    // absent leaves a token, empty removes it
    const partial = await call('PUT', '/api/company/integrations/0/', t.bearer(owner.session), {
      whatsapp_token: '',
    });
    expect(partial.json()).toEqual({
      whatsapp_profile_id: 'profile-1',
      has_whatsapp_token: false,
      telegram_bot_name: 'ritual_bot',
      has_telegram_token: true,
    });
  });

  it('is per company', async () => {
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    await call('PUT', '/api/company/integrations/0/', t.bearer(a.session), { telegram_bot_name: 'a_bot' });
    expect(
      (await call('GET', '/api/company/integrations/0/', t.bearer(b.session))).json().telegram_bot_name,
    ).toBe('');
  });

  it('rejects too long values', async () => {
    const owner = await t.companyOwner();
    const response = await call('PUT', '/api/company/integrations/0/', t.bearer(owner.session), {
      telegram_token: 'x'.repeat(301),
      whatsapp_profile_id: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().telegram_token).toEqual(['Размер поля слишком большой']);
  });
});
