import { TARIFF_MSG } from '@sp/shared/api/tariffs';
import { MONEY_MSG } from '@sp/shared/format/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const FAMILY = {
  audience: 1,
  name: 'Семейный',
  description: 'Для большой семьи',
  price: 299.9,
  period_months: 1,
  limits: { memory_pages: 20, storage_mb: 5000, tree_persons: null },
};

describe('tariffs and additional packages', () => {
  it('lists the free tariff of each side from the start, to anyone', async () => {
    const users = (await call('GET', '/api/public/tariffs/user-plane/')).json();
    expect(users).toEqual([
      expect.objectContaining({
        name: 'Бесплатный',
        audience: 1,
        price: 0,
        is_free: true,
        limits: { memory_pages: 3, storage_mb: 500, tree_persons: 300 },
      }),
    ]);
    const companies = (await call('GET', '/api/public/tariffs/company-plane/')).json();
    expect(companies.map((tariff: { name: string }) => tariff.name)).toEqual(['Старт']);
    expect(companies[0].limits).toEqual({
      employees: 3,
      branches: 1,
      documents_per_month: 30,
      messages_per_month: 100,
    });
  });

  it('lets an administrator add, change and archive a tariff; the public list follows', async () => {
    const admin = await t.admin();
    const created = await call('POST', '/api/admin/tariffs/', admin.session, FAMILY);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...FAMILY, is_free: false, is_archive: false });
    const id = created.json().id;
    const listed = (await call('GET', '/api/public/tariffs/user-plane/')).json();
    expect(listed.map((tariff: { name: string }) => tariff.name)).toEqual(['Бесплатный', 'Семейный']);
    expect((await call('GET', '/api/public/tariffs/company-plane/')).json()).toHaveLength(1);

    const changed = await call('PUT', `/api/admin/tariffs/${id}/`, admin.session, { ...FAMILY, price: 349 });
    expect(changed.json().price).toBe(349);
    await call('PUT', `/api/admin/tariffs/${id}/`, admin.session, { ...FAMILY, is_archive: true });
    expect((await call('GET', '/api/public/tariffs/user-plane/')).json()).toHaveLength(1);
    const all = (await call('GET', '/api/admin/tariffs/', admin.session)).json();
    expect(all.find((tariff: { id: number }) => tariff.id === id)).toMatchObject({ is_archive: true });
    expect((await call('GET', '/api/admin/tariffs/999999/', admin.session)).statusCode).toBe(404);
  });

  it('refuses a second current free tariff, wrong prices, periods and limits in Russian', async () => {
    const admin = await t.admin();
    const second = await call('POST', '/api/admin/tariffs/', admin.session, {
      ...FAMILY,
      price: 0,
      is_free: true,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ is_free: [TARIFF_MSG.oneFree] });
    const free = await call('POST', '/api/admin/tariffs/', admin.session, { ...FAMILY, price: 0 });
    expect(free.json()).toEqual({ price: [TARIFF_MSG.paidPrice] });
    const cents = await call('POST', '/api/admin/tariffs/', admin.session, { ...FAMILY, price: 10.005 });
    expect(cents.json()).toEqual({ price: [MONEY_MSG.decimals] });
    const long = await call('POST', '/api/admin/tariffs/', admin.session, { ...FAMILY, period_months: 37 });
    expect(long.json()).toEqual({ period_months: [TARIFF_MSG.period] });
    const foreign = await call('POST', '/api/admin/tariffs/', admin.session, {
      ...FAMILY,
      limits: { ...FAMILY.limits, employees: 5 },
    });
    expect(foreign.json()).toEqual({ 'limits.employees': [TARIFF_MSG.limit] });
    const partial = await call('POST', '/api/admin/tariffs/', admin.session, {
      ...FAMILY,
      limits: { memory_pages: 5, storage_mb: 100 },
    });
    expect(partial.json()).toEqual({ 'limits.tree_persons': [TARIFF_MSG.limitMissing] });
    const negative = await call('POST', '/api/admin/tariffs/', admin.session, {
      ...FAMILY,
      limits: { memory_pages: -1 },
    });
    expect(negative.statusCode).toBe(400);
  });

  it('keeps packages by side and refuses one that adds nothing', async () => {
    const admin = await t.admin();
    const pages = await call('POST', '/api/admin/packets/', admin.session, {
      audience: 1,
      name: '+5 страниц памяти',
      price: 199,
      period_months: 12,
      grants: { memory_pages: 5 },
    });
    expect(pages.statusCode, pages.body).toBe(201);
    await call('POST', '/api/admin/packets/', admin.session, {
      audience: 2,
      name: '+1 000 документов',
      price: 990,
      period_months: 1,
      grants: { documents_per_month: 1000 },
    });
    const users = (await call('GET', '/api/public/tariffs/additional-package/?type=1')).json();
    expect(users.map((item: { name: string }) => item.name)).toEqual(['+5 страниц памяти']);
    expect((await call('GET', '/api/public/tariffs/additional-package/')).json()).toHaveLength(2);
    const empty = await call('POST', '/api/admin/packets/', admin.session, {
      audience: 1,
      name: 'Пустой',
      price: 10,
      period_months: 1,
      grants: {},
    });
    expect(empty.json()).toEqual({ grants: [TARIFF_MSG.packageEmpty] });
  });

  it('keeps the catalogue to administrators', async () => {
    const user = await t.user();
    const company = await t.companyOwner();
    for (const session of [user.session, company.session]) {
      expect((await call('GET', '/api/admin/tariffs/', session)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/packets/', session, {})).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/tariffs/')).statusCode).toBe(401);
  });
});
