import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeCities } from '../modules/geo/cities.seed';
import { moscowToday } from '../modules/promo-codes/promo-codes.service';
import { seedDemo } from './seed-demo';
import { seedDemoBilling } from './seed-demo-billing';
import { seedDemoCatalog } from './seed-demo-catalog';
import { seedDemoDealers } from './seed-demo-dealers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await writeCities(t.db);
  await seedDemo(t.db);
  await seedDemoCatalog(t.db);
  await seedDemoBilling(t.db);
}, 180_000);
afterAll(() => t.close());

const login = async (email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: 'demo12345' },
  });
  return { authorization: `Bearer ${response.json().token}` };
};
const request = async (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => (await t.app.inject({ method, url, headers, payload })).json();

describe('the demo dealer (issue 16)', () => {
  it('has its codes, a request waiting, partners and income over the last months; once', async () => {
    const company = await login('company@demo.ru');
    const balanceBefore = (await request('GET', '/api/payments/balance/', company)).balance;
    expect(await seedDemoDealers(t.services)).toBe(true);
    expect(await seedDemoDealers(t.services)).toBe(false);

    const dealer = await login('dealer@demo.ru');
    const codes = await request('GET', '/api/company/dealer-promo-code/', dealer);
    expect(codes.results.map((code: { code: string }) => code.code).sort()).toEqual([
      'PAMYAT-15',
      'TVER-RITUAL',
    ]);
    const requests = await request('GET', '/api/company/dealer-request-promo-code/', dealer);
    expect(
      requests.results.map((code: { code: string; status: string }) => [code.code, code.status]),
    ).toEqual([['ZIMA-2027', 'requested']]);
    const partners = await request('GET', '/api/company/dealer-partners/', dealer);
    expect(partners.results.map((row: { name: string }) => row.name).sort()).toEqual([
      'МКУ «Городские кладбища»',
      'Память-Юг',
      'Ритуал-Сервис',
      'Смирнова А.',
    ]);
    const today = moscowToday();
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 100 * 86_400_000).toISOString().slice(0, 10);
    const profit = await request('POST', '/api/reports/dealer-profit/', dealer, {
      date_start: start,
      date_end: today,
    });
    expect(profit.total.uses).toBe(5);
    expect(profit.total.reward).toBeGreaterThan(0);
    expect(profit.by_time.filter((step: { uses: number }) => step.uses > 0).length).toBeGreaterThanOrEqual(3);
    // the rewards are the dealer's balance
    expect((await request('GET', '/api/payments/balance/', dealer)).balance).toBe(profit.total.reward);
    // the buyers' balances are as the billing seed left them: each purchase was topped up by card first
    expect((await request('GET', '/api/payments/balance/', company)).balance).toBe(balanceBefore);

    const admin = await login('admin@demo.ru');
    const waiting = await request('GET', '/api/admin/dealer-promo-codes/', admin);
    expect(waiting.results[0]).toMatchObject({ code: 'ZIMA-2027', status: 'requested' });
    const statistic = await request(
      'GET',
      `/api/admin/statistic-dealer/?date_start=${start}&date_end=${today}`,
      admin,
    );
    expect(statistic.results).toEqual([
      expect.objectContaining({ name: 'Дилерский центр «Память»', uses: 5, active_codes: 2, partners: 4 }),
    ]);
    expect(statistic.results[0].dealer_since).not.toBeNull();
  });
});
