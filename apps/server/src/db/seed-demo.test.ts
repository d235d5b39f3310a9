import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catalogItems, compositions } from '../modules/catalog/catalog.table';
import { writeCities } from '../modules/geo/cities.seed';
import { companyLandings } from '../modules/landing/landing.table';
import { seedDemo } from './seed-demo';
import { seedDemoCatalogue } from './seed-demo-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: 'demo12345' } });

describe('demo data', () => {
  it('writes the demo accounts, two companies with catalogues and published pages, once', async () => {
    await writeCities(t.db);
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemoCatalogue(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
    expect(await seedDemoCatalogue(t.db)).toBe(false);

    for (const email of [
      'user@demo.ru',
      'company@demo.ru',
      'manager@demo.ru',
      'viewer@demo.ru',
      'municipal@demo.ru',
      'dealer@demo.ru',
      'admin@demo.ru',
      'company2@demo.ru',
    ]) {
      expect((await login(email)).statusCode, email).toBe(200);
    }
    const owner = (await login('company@demo.ru')).json();
    expect(owner.company.name).toBe('Ритуал-Сервис');
    const viewer = (await login('viewer@demo.ru')).json();
    expect(viewer.roles).toEqual([expect.objectContaining({ modules: { orders: 3 } })]);

    const items = await t.db.select().from(catalogItems).where(eq(catalogItems.companyId, owner.company.id));
    expect(items.filter((item) => item.kind === 'product').length).toBeGreaterThanOrEqual(6);
    expect(items.filter((item) => item.kind === 'service').length).toBeGreaterThanOrEqual(5);
    expect(
      await t.db.select().from(compositions).where(eq(compositions.companyId, owner.company.id)),
    ).toHaveLength(2);

    const pages = await t.db.select().from(companyLandings);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      const visitor = await t.app.inject({ method: 'GET', url: `/api/public/landing/${page.id}/` });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json().popular_products.length).toBeGreaterThan(0);
      expect(['Тверь', 'Краснодар']).toContain(visitor.json().city?.name);
    }
  });
});
