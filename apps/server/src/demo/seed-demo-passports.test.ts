import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeCities } from '../modules/geo/cities.seed';
import { seedDemo } from './seed-demo';
import { seedDemoCatalog } from './seed-demo-catalog';
import { seedDemoCemeteries } from './seed-demo-cemeteries';
import { seedDemoFamily } from './seed-demo-family';
import { seedDemoOrders } from './seed-demo-orders';
import { seedDemoPassports } from './seed-demo-passports';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await writeCities(t.db);
  await seedDemo(t.db);
  await seedDemoCatalog(t.db);
  await seedDemoFamily(t.services);
  await seedDemoOrders(t.services);
  await seedDemoCemeteries(t.db);
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
const get = async (url: string, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url, headers })).json();

describe('demo passports (issue 15 §4)', () => {
  it('two issued, one waiting, one returned for corrections; once', async () => {
    expect(await seedDemoPassports(t.services)).toBe(true);
    expect(await seedDemoPassports(t.services)).toBe(false);
    const clerk = await login('municipal@demo.ru');
    const requests = await get('/api/passports/municipal/request-passport/?limit=20', clerk);
    expect(requests.results.map((row: { status: string }) => row.status).sort()).toEqual([
      'approved',
      'approved',
      'needs_changes',
      'new',
    ]);
    const passports = await get('/api/passports/municipal/burial-passport/', clerk);
    expect(passports.results.map((row: { number: string }) => row.number).sort()).toEqual([
      '000001',
      '000002',
    ]);
    expect(
      await get(
        '/api/passports/municipal/count/?request_passport=1&burial_passport=1&request_update_burial_passport=1',
        clerk,
      ),
    ).toEqual({
      count: 1,
    });
    const family = await login('user@demo.ru');
    expect((await get('/api/passports/company/burial-passport/', family)).count).toBe(1);
    const company = await login('company@demo.ru');
    const returned = (await get('/api/passports/company/request-passport/?status=needs_changes', company))
      .results;
    expect(returned).toHaveLength(1);
    expect(await get(`/api/passports/company/comments/?request_id=${returned[0].id}`, company)).toEqual([
      expect.objectContaining({
        side: 'municipal',
        text: 'Укажите ФИО держателя полностью и телефон для связи.',
      }),
    ]);
  });
});
