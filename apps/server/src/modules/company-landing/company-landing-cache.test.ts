import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 13 §1: a published company page visitors open is kept in the server's memory and answered with one query
// while its version stands; every write to what it shows (through the API, or straight into the database as
// another server instance would) raises the version, and the next visit reads it again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

/** What a visit to a kept page asks the database: nothing while changes are heard, else its version. */
const KEPT_VISIT_QUERIES = () => (t.services.publicChanges.live ? 0 : 1);

describe('a published company page kept in memory', () => {
  it('answers a second visit with one query, and reads again after each change a visitor would see', async () => {
    const owner = await t.companyOwner();
    const coffin = await call('POST', '/api/company-products/products/', owner.session, {
      name: 'Гроб сосновый',
      price: 12000,
    });
    expect(coffin.statusCode, coffin.body).toBe(201);
    const coffinId = (coffin.json() as { id: number }).id;
    await call('PUT', '/api/company-landing/popular-products/', owner.session, { ids: [coffinId] });
    const staff = (await call('GET', '/api/company/managers/', owner.session)).json().results;
    await call('PUT', '/api/company-landing/managers/', owner.session, { ids: [staff[0].id] });
    const saved = await call('PUT', '/api/company-landing/landing/', owner.session, {
      title: 'Ритуал-Сервис',
      phone: '+7 (4822) 11-22-33',
      is_published: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = `/api/public/landing/${(saved.json() as { id: number }).id}/`;
    const visit = async () => {
      const response = await call('GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const cold = await t.queriesDuring(visit);
    expect(cold.queries).toBeGreaterThan(1);
    const warm = await t.queriesDuring(visit);
    // every change is heard: nothing to ask
    expect(warm.queries).toBe(KEPT_VISIT_QUERIES());
    expect(warm.result).toEqual(cold.result);

    // through the API: the page's own text, an item renamed
    const hours = await call('PUT', '/api/company-landing/landing/', owner.session, {
      working_hours: 'Круглосуточно',
      is_published: true,
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect((await visit()).working_hours).toBe('Круглосуточно');
    const renamed = await call('PUT', `/api/company-products/products/${coffinId}/`, owner.session, {
      name: 'Гроб дубовый',
      price: 12000,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await visit()).popular_products.map((item: { name: string }) => item.name)).toEqual([
      'Гроб дубовый',
    ]);

    // straight into the database, as another server instance would write: price, company, manager
    await t.writtenElsewhere(sql`update catalog_items set price = 1550050 where id = ${coffinId}`);
    expect((await visit()).popular_products[0].price).toBe(15500.5);
    await t.writtenElsewhere(
      sql`update companies set name = 'Ритуал-Сервис Тверь' where id = ${owner.company.id}`,
    );
    expect((await visit()).company_name).toBe('Ритуал-Сервис Тверь');
    await t.writtenElsewhere(sql`update accounts set first_name = 'Зинаида' where id = ${owner.account.id}`);
    expect((await visit()).managers[0].first_name).toBe('Зинаида');

    // unpublished: gone for visitors at once
    await call('PUT', '/api/company-landing/landing/', owner.session, { is_published: false });
    expect((await call('GET', url)).statusCode).toBe(404);
  });
});
