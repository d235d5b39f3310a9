import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catalogItems, compositions } from '../modules/catalog/catalog.table';
import { companyLandings } from '../modules/company-landing/company-landing.table';
import { familyLinks, familyNodes } from '../modules/family-tree/family-tree.table';
import { media } from '../modules/files/media.table';
import { writeCities } from '../modules/geo/cities.seed';
import { memoryPagePhotos, memoryPages } from '../modules/memory-pages/memory-pages.table';
import { persons } from '../modules/persons/persons.table';
import { seedDemo } from './seed-demo';
import { seedDemoBilling } from './seed-demo-billing';
import { seedDemoCatalog } from './seed-demo-catalog';
import { seedDemoFamily } from './seed-demo-family';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: 'demo12345' } });

describe('demo data', () => {
  it('writes the demo accounts, two companies with catalogs and published pages, once', async () => {
    await writeCities(t.db);
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemoCatalog(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
    expect(await seedDemoCatalog(t.db)).toBe(false);

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

    // «Ритуал-Сервис» answers «Срочный вызов» in Тверь
    const tver = pages.find((page) => page.companyId === owner.company.id);
    const urgent = await t.app.inject({
      method: 'POST',
      url: '/api/public/urgent-request/',
      payload: { phone: '+7 (900) 000-00-09', address: 'Тверь, ул. Советская, 1', city: tver?.cityId },
    });
    expect(urgent.statusCode, urgent.body).toBe(201);
    expect(urgent.json().companies.map((c: { name: string }) => c.name)).toEqual(['Ритуал-Сервис']);
  });

  it('gives user@demo.ru a four-generation family with two public memory pages and pictures, once', async () => {
    expect(await seedDemoFamily(t.services)).toBe(true);
    expect(await seedDemoFamily(t.services)).toBe(false);

    const people = await t.db.select().from(persons);
    expect(people).toHaveLength(25);
    const byName = (full: string) =>
      people.find((p) => `${p.lastName} ${p.firstName} ${p.patronymic}` === full);
    // partial dates keep their precision
    expect(byName('Кузнецов Иван Степанович')).toMatchObject({
      birthDate: '1890-01-01',
      birthPrecision: 'year',
    });
    expect(byName('Смирнова Мария Ивановна')).toMatchObject({
      birthPrecision: 'month',
      deathPrecision: 'day',
    });
    expect(people.filter((p) => p.deathDate === null).length).toBeGreaterThan(5);

    const nodes = await t.db.select().from(familyNodes);
    expect(nodes).toHaveLength(25);
    const links = await t.db.select().from(familyLinks);
    const ekaterina = nodes.find((n) => n.personId === byName('Белова Екатерина Сергеевна')?.id);
    const marriages = links.filter(
      (l) => l.kind === 'spouse' && (l.fromNodeId === ekaterina?.id || l.toNodeId === ekaterina?.id),
    );
    expect(marriages).toHaveLength(2);

    const pages = await t.db.select().from(memoryPages);
    expect(pages.filter((p) => p.visibility === 'public')).toHaveLength(2);
    const photos = await t.db.select().from(memoryPagePhotos);
    expect(photos.length).toBeGreaterThanOrEqual(5);
    // the fallen soldier's page (by link) shows the directory's attributes under his name
    const soldier = pages.find((p) => p.personId === byName('Орлов Василий Андреевич')?.id);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/memory_page/public/${soldier?.id}/?token=${soldier?.linkToken}`,
    });
    expect(shown.json().attributes).toEqual([
      { name: 'Воинское звание', value: 'сержант' },
      { name: 'Участник Великой Отечественной войны', value: '' },
    ]);
    const petr = byName('Смирнов Пётр Николаевич');
    expect(petr?.avatarMediaId).not.toBeNull();
    const [avatar] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, petr?.avatarMediaId ?? 0));
    const stored = await t.services.storage.open(avatar.key);
    expect(stored?.size).toBeGreaterThan(1000);
    stored?.stream.destroy();
  });

  it('puts the demo companies on «Бизнес» bought with card top-ups; user@demo.ru stays free; once', async () => {
    expect(await seedDemoBilling(t.db)).toBe(true);
    expect(await seedDemoBilling(t.db)).toBe(false);
    const owner = (await login('company@demo.ru')).json();
    const headers = { authorization: `Bearer ${owner.token}` };
    const current = (await t.app.inject({ method: 'GET', url: '/api/payments/tariff/', headers })).json();
    expect(current.tariff.name).toBe('Бизнес');
    expect(current.packages.map((item: { name: string }) => item.name)).toEqual(['Ещё 5 сотрудников']);
    expect(current.limits.employees).toBe(20);
    const history = (await t.app.inject({ method: 'GET', url: '/api/payments/history/', headers })).json();
    expect(history.results.map((row: { kind: string }) => row.kind)).toEqual([
      'purchase',
      'top_up',
      'purchase',
      'top_up',
    ]);
    const balance = (await t.app.inject({ method: 'GET', url: '/api/payments/balance/', headers })).json();
    expect(balance.balance).toBe(5000 + 1500 - 2990 - 990);

    const family = (await login('user@demo.ru')).json();
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/payments/tariff/',
      headers: { authorization: `Bearer ${family.token}` },
    });
    expect(own.json().tariff.name).toBe('Бесплатный');
    const offers = (await t.app.inject({ method: 'GET', url: '/api/public/tariffs/user-plane/' })).json();
    expect(offers.map((offer: { name: string }) => offer.name)).toEqual([
      'Бесплатный',
      'Семейный',
      'Родовой архив',
    ]);
  });
});
