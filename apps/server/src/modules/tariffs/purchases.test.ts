import { PAYMENT_MSG } from '@sp/shared/api/payments';
import { TARIFF_MSG } from '@sp/shared/api/tariffs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Owner } from '../../platform/owner';
import { monthsLater } from './purchases.service';

let t: TestApp;
let family: { id: number };
let familyArchived: { id: number };
let business: { id: number };
let pages: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  const save = (body: Parameters<TestApp['services']['tariffs']['saveTariff']>[1]) =>
    t.services.tariffs.saveTariff(null, body);
  family = await save({
    audience: 1,
    name: 'Семейный',
    price: 300,
    period_months: 1,
    limits: { memory_pages: 20, storage_mb: 5000, tree_persons: null },
  });
  familyArchived = await save({
    audience: 1,
    name: 'Старый',
    price: 100,
    period_months: 1,
    is_archive: true,
    limits: { memory_pages: 5, storage_mb: 600, tree_persons: 400 },
  });
  business = await save({
    audience: 2,
    name: 'Бизнес',
    price: 1990,
    period_months: 1,
    limits: { employees: 20, branches: 5, documents_per_month: 1000, messages_per_month: 5000 },
  });
  pages = await t.services.tariffs.savePackage(null, {
    audience: 1,
    name: '+5 страниц',
    price: 199,
    period_months: 12,
    grants: { memory_pages: 5, tree_persons: 100 },
  });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });

const topUp = (holder: Owner, kopecks: number) => t.topUp(holder, kopecks);

describe('buying tariffs and packages from the balance', () => {
  it('holds the free tariff until a paid one is bought; the next paid one starts when it ends', async () => {
    const user = await t.user();
    const free = (await call('GET', '/api/payments/tariff/', user.session)).json();
    expect(free).toMatchObject({
      tariff: { name: 'Бесплатный' },
      starts_at: null,
      ends_at: null,
      next: null,
    });
    expect(free.limits).toEqual({ memory_pages: 3, storage_mb: 500, tree_persons: 300 });

    await topUp({ accountId: user.account.id }, 100_000);
    const first = await call('POST', '/api/payments/tariff/', user.session, { tariff_id: family.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'tariff', name: 'Семейный', price: 300, auto_renew: false });
    const second = (
      await call('POST', '/api/payments/tariff/', user.session, { tariff_id: family.id })
    ).json();
    expect(second.starts_at).toBe(first.json().ends_at);
    expect((await call('GET', '/api/payments/balance/', user.session)).json()).toEqual({ balance: 400 });

    const now = (await call('GET', '/api/payments/tariff/', user.session)).json();
    expect(now).toMatchObject({ tariff: { name: 'Семейный' }, ends_at: first.json().ends_at });
    expect(now.next).toMatchObject({ id: second.id });
    expect(now.limits).toEqual({ memory_pages: 20, storage_mb: 5000, tree_persons: null });

    const history = (await call('GET', '/api/payments/history/?kind=purchase', user.session)).json();
    expect(history.results.map((row: { description: string }) => row.description)).toEqual([
      'Тариф «Семейный» на 1 месяц',
      'Тариф «Семейный» на 1 месяц',
    ]);
  });

  it('turns auto-renewal of the running paid tariff and the next one on and off', async () => {
    const user = await t.user();
    await topUp({ accountId: user.account.id }, 100_000);
    await call('POST', '/api/payments/tariff/', user.session, { tariff_id: family.id });
    await call('POST', '/api/payments/tariff/', user.session, { tariff_id: family.id });
    expect((await call('GET', '/api/payments/tariff/', user.session)).json().auto_renew).toBe(false);
    const on = await call('PATCH', '/api/payments/tariff/', user.session, { auto_renew: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ auto_renew: true, next: { auto_renew: true } });
    const off = await call('PATCH', '/api/payments/tariff/', user.session, { auto_renew: false });
    expect(off.json()).toMatchObject({ auto_renew: false, next: { auto_renew: false } });
    // a read-only employee may not change the company's
    const owner = await t.companyOwner();
    const viewer = await t.employee(owner.company.id, { tariffs: 3 });
    expect(
      (await call('PATCH', '/api/payments/tariff/', viewer.session, { auto_renew: true })).statusCode,
    ).toBe(403);
  });

  it('adds a package’s grants to the tariff’s limits, «без ограничений» staying so', async () => {
    const user = await t.user();
    await topUp({ accountId: user.account.id }, 50_000);
    await call('POST', '/api/payments/tariff/', user.session, { tariff_id: family.id });
    const bought = await call('POST', '/api/payments/package/', user.session, { package_id: pages.id });
    expect(bought.statusCode, bought.body).toBe(201);
    const now = (await call('GET', '/api/payments/tariff/', user.session)).json();
    expect(now.packages.map((item: { name: string }) => item.name)).toEqual(['+5 страниц']);
    expect(now.limits).toEqual({ memory_pages: 25, storage_mb: 5000, tree_persons: null });
    const listed = (await call('GET', '/api/purchases/user/', user.session)).json();
    expect(listed.count).toBe(2);
    expect(listed.results.map((row: { kind: string }) => row.kind)).toEqual(['package', 'tariff']);
  });

  it('refuses what the balance does not cover, the other side’s offers, the free and the archived, writing nothing', async () => {
    const user = await t.user();
    await topUp({ accountId: user.account.id }, 10_000);
    const poor = await call('POST', '/api/payments/tariff/', user.session, { tariff_id: family.id });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ detail: PAYMENT_MSG.notEnough });
    const [freeTariff] = await t.services.tariffs.publicTariffs(1);
    const refusals = [
      [{ tariff_id: business.id }, TARIFF_MSG.otherSide],
      [{ tariff_id: freeTariff.id }, TARIFF_MSG.freeNotBought],
      [{ tariff_id: familyArchived.id }, TARIFF_MSG.notOffered],
    ] as const;
    for (const [body, message] of refusals) {
      const answer = await call('POST', '/api/payments/tariff/', user.session, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ tariff_id: [message] });
    }
    expect(
      (await call('POST', '/api/payments/tariff/', user.session, { tariff_id: 999_999 })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/payments/tariff/', user.session, {})).json()).toEqual({
      tariff_id: [TARIFF_MSG.offerRequired],
    });
    expect((await call('GET', '/api/purchases/user/', user.session)).json().count).toBe(0);
    expect((await call('GET', '/api/payments/balance/', user.session)).json()).toEqual({ balance: 100 });
  });

  it('lets a company’s staff with the tariffs module read-write buy for the company, read-only staff only look', async () => {
    const company = await t.companyOwner();
    await topUp({ companyId: company.company.id }, 300_000);
    const reader = await t.employee(company.company.id, { tariffs: 3 });
    const buyer = await t.employee(company.company.id, { tariffs: 2 });
    expect(
      (await call('POST', '/api/payments/tariff/', reader.session, { tariff_id: business.id })).statusCode,
    ).toBe(403);
    const bought = await call('POST', '/api/payments/tariff/', buyer.session, { tariff_id: business.id });
    expect(bought.statusCode, bought.body).toBe(201);
    const seen = (await call('GET', '/api/payments/tariff/', reader.session)).json();
    expect(seen.tariff.name).toBe('Бизнес');
    expect((await call('GET', '/api/payments/tariff/', company.session)).json().tariff.name).toBe('Бизнес');
    // the company's purchase is not the owner's own account's
    const own = (
      await t.app.inject({
        method: 'GET',
        url: '/api/purchases/user/',
        headers: { ...t.bearer(company.session), 'x-user-mode': '1' },
      })
    ).json();
    expect(own.count).toBe(0);
  });

  it('counts months to the same day, or the month’s last', () => {
    expect(monthsLater(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsLater(new Date('2026-11-27T10:00:00Z'), 12).toISOString()).toBe('2027-11-27T10:00:00.000Z');
    expect(monthsLater(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
