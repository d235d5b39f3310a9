import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const COMPOSITIONS = '/api/company-products/composition-products/';

async function someItems(session: Session) {
  const coffin = (
    await call('POST', '/api/company-products/products/', session, { name: 'Гроб', price: 10000.1 })
  ).json();
  const wreath = (
    await call('POST', '/api/company-products/products/', session, { name: 'Венок', price: 1500.45 })
  ).json();
  const hearse = (
    await call('POST', '/api/company-products/services/', session, { name: 'Катафалк', price: 4000 })
  ).json();
  return { coffin, wreath, hearse };
}

describe('compositions', () => {
  it('hold products and services with counts, their own price and the sum of the items', async () => {
    const owner = await t.companyOwner();
    const { coffin, wreath, hearse } = await someItems(owner.session);
    const created = await call('POST', COMPOSITIONS, owner.session, {
      name: 'Похороны «Стандарт»',
      description: 'Всё необходимое',
      price: 15000,
      items: [
        { product_id: coffin.id, count: 1 },
        { product_id: wreath.id, count: 2 },
        { service_id: hearse.id, count: 1 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const composition = created.json();
    // 10000.10 + 2 × 1500.45 + 4000 = 17001.00, computed in kopecks
    expect(composition).toMatchObject({ name: 'Похороны «Стандарт»', price: 15000, items_price: 17001 });
    expect(composition.items).toEqual([
      {
        kind: 'product',
        product_id: coffin.id,
        service_id: null,
        name: 'Гроб',
        price: 10000.1,
        count: 1,
        is_archive: false,
      },
      {
        kind: 'product',
        product_id: wreath.id,
        service_id: null,
        name: 'Венок',
        price: 1500.45,
        count: 2,
        is_archive: false,
      },
      {
        kind: 'service',
        product_id: null,
        service_id: hearse.id,
        name: 'Катафалк',
        price: 4000,
        count: 1,
        is_archive: false,
      },
    ]);

    const updated = await call('PUT', `${COMPOSITIONS}${composition.id}/`, owner.session, {
      name: 'Похороны «Эконом»',
      price: 11000.99,
      items: [
        { product_id: coffin.id, count: 1 },
        { product_id: coffin.id, count: 1 },
      ],
    });
    expect(updated.json()).toMatchObject({ price: 11000.99, items_price: 20000.2, items: [{ count: 2 }] });

    const list = (await call('GET', `${COMPOSITIONS}?name=эконом`, owner.session)).json();
    expect(list.count).toBe(1);
    expect((await call('DELETE', `${COMPOSITIONS}${composition.id}/`, owner.session)).statusCode).toBe(204);
    expect((await call('GET', `${COMPOSITIONS}${composition.id}/`, owner.session)).statusCode).toBe(404);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(composition.id)))
      .orderBy(auditLog.id);
    expect(journal.filter((row) => row.model === 'Composition').map((row) => row.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('take back what their GET answers, null ids and all (issue 11 §4a)', async () => {
    const owner = await t.companyOwner();
    const { coffin, hearse } = await someItems(owner.session);
    const composition = (
      await call('POST', COMPOSITIONS, owner.session, {
        name: 'Решение',
        price: 100,
        items: [
          { product_id: coffin.id, count: 1 },
          { service_id: hearse.id, count: 2 },
        ],
      })
    ).json();
    const read = (await call('GET', `${COMPOSITIONS}${composition.id}/`, owner.session)).json();
    expect(read.items).toMatchObject([
      { product_id: coffin.id, service_id: null },
      { product_id: null, service_id: hearse.id },
    ]);
    const resent = await call('PUT', `${COMPOSITIONS}${composition.id}/`, owner.session, read);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ items: read.items, items_price: read.items_price });
    // both ids null is still no item, in Russian
    const neither = await call('PUT', `${COMPOSITIONS}${composition.id}/`, owner.session, {
      ...read,
      items: [{ product_id: null, service_id: null, count: 1 }],
    });
    expect(neither.json()).toEqual({ 'items.0': ['Укажите товар или услугу'] });
  });

  it('refuse items of another company, a product given as a service, and bad prices', async () => {
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    const mine = await someItems(a.session);
    const theirs = await someItems(b.session);
    const post = (body: object) =>
      call('POST', COMPOSITIONS, a.session, { name: 'Решение', price: 100, items: [], ...body });
    expect((await post({ items: [{ product_id: theirs.coffin.id, count: 1 }] })).json()).toEqual({
      items: ['Товар или услуга не найдены'],
    });
    expect((await post({ items: [{ service_id: mine.coffin.id, count: 1 }] })).statusCode).toBe(400);
    expect((await post({ items: [{ count: 1 }] })).statusCode).toBe(400);
    expect(
      (await post({ items: [{ product_id: mine.coffin.id, service_id: mine.hearse.id, count: 1 }] }))
        .statusCode,
    ).toBe(400);
    expect((await post({ items: [{ product_id: mine.coffin.id, count: 0 }] })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ price: -5, items: [{ product_id: mine.coffin.id, count: 1 }] })).json()).toEqual({
      price: ['Сумма не может быть отрицательной'],
    });
  });

  it('of another company answer 404, and employees follow the levels', async () => {
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    const { coffin } = await someItems(a.session);
    const body = { name: 'Решение', price: 100, items: [{ product_id: coffin.id, count: 1 }] };
    const composition = (await call('POST', COMPOSITIONS, a.session, body)).json();
    expect((await call('GET', `${COMPOSITIONS}${composition.id}/`, b.session)).statusCode).toBe(404);
    expect((await call('PUT', `${COMPOSITIONS}${composition.id}/`, b.session, body)).statusCode).toBe(404);
    expect((await call('DELETE', `${COMPOSITIONS}${composition.id}/`, b.session)).statusCode).toBe(404);

    const reader = await t.employee(a.company.id, { services: 3 });
    const writer = await t.employee(a.company.id, { services: 2 });
    expect((await call('GET', COMPOSITIONS, reader.session)).json().count).toBe(1);
    expect((await call('POST', COMPOSITIONS, reader.session, body)).statusCode).toBe(403);
    expect((await call('POST', COMPOSITIONS, writer.session, body)).statusCode).toBe(201);
    expect((await call('DELETE', `${COMPOSITIONS}${composition.id}/`, writer.session)).statusCode).toBe(403);
    expect((await call('GET', COMPOSITIONS)).statusCode).toBe(401);
    expect((await call('GET', COMPOSITIONS, (await t.user()).session)).statusCode).toBe(403);
  });
});

describe('catalogs', () => {
  it('are named collections of the company’s own products and services', async () => {
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    const { coffin, wreath, hearse } = await someItems(a.session);
    const theirs = await someItems(b.session);
    const created = await call('POST', '/api/catalogs/', a.session, {
      name: 'Осенний каталог',
      description: 'Для сайта',
      product_ids: [coffin.id, wreath.id],
      service_ids: [hearse.id],
    });
    expect(created.statusCode).toBe(201);
    const catalog = created.json();
    expect(catalog.products.map((row: { name: string }) => row.name)).toEqual(['Венок', 'Гроб']);
    expect(catalog.services).toEqual([{ id: hearse.id, name: 'Катафалк', price: 4000 }]);

    const changed = await call('PUT', `/api/catalogs/${catalog.id}/`, a.session, {
      name: 'Каталог',
      product_ids: [coffin.id],
    });
    expect(changed.json()).toMatchObject({ name: 'Каталог', description: '', services: [] });
    expect(changed.json().products).toHaveLength(1);

    expect(
      (
        await call('POST', '/api/catalogs/', a.session, { name: 'x', product_ids: [theirs.coffin.id] })
      ).json(),
    ).toEqual({ product_ids: ['Товар или услуга не найдены'] });
    expect(
      (await call('POST', '/api/catalogs/', a.session, { name: 'x', service_ids: [coffin.id] })).statusCode,
    ).toBe(400);

    expect((await call('GET', '/api/catalogs/', a.session)).json().count).toBe(1);
    expect((await call('GET', '/api/catalogs/', b.session)).json().count).toBe(0);
    expect((await call('GET', `/api/catalogs/${catalog.id}/`, b.session)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/catalogs/${catalog.id}/`, b.session)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/catalogs/${catalog.id}/`, a.session)).statusCode).toBe(204);
  });
});

describe('compensations', () => {
  it('are a company’s CRUD list with amounts in rubles', async () => {
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    const created = await call('POST', '/api/company-compensations/', a.session, {
      name: 'Социальное пособие на погребение',
      amount: 8370.2,
      description: 'Выплачивает СФР',
    });
    expect(created.statusCode).toBe(201);
    const compensation = created.json();
    expect(compensation).toMatchObject({ amount: 8370.2, description: 'Выплачивает СФР' });
    const changed = await call('PUT', `/api/company-compensations/${compensation.id}/`, a.session, {
      name: 'Пособие',
      amount: 9000,
    });
    expect(changed.json()).toMatchObject({ name: 'Пособие', amount: 9000, description: '' });
    expect(
      (await call('POST', '/api/company-compensations/', a.session, { name: 'x', amount: 1.234 })).json(),
    ).toEqual({ amount: ['Сумма указывается не более чем с двумя знаками после запятой'] });
    expect((await call('GET', `/api/company-compensations/${compensation.id}/`, b.session)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/company-compensations/', a.session)).json().count).toBe(1);
    const reader = await t.employee(a.company.id, { services: 3 });
    expect((await call('GET', '/api/company-compensations/', reader.session)).statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/company-compensations/${compensation.id}/`, reader.session)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/company-compensations/${compensation.id}/`, a.session)).statusCode,
    ).toBe(204);
  });
});

describe('templates', () => {
  it('administrators maintain them; a company copies categories and items into its own catalog', async () => {
    const admin = await t.admin();
    const owner = await t.companyOwner();
    const coffins = (
      await call('POST', '/api/admin/patterns/categories/', admin.session, { kind: 'product', name: 'Гробы' })
    ).json();
    const transport = (
      await call('POST', '/api/admin/patterns/categories/', admin.session, {
        kind: 'service',
        name: 'Транспорт',
      })
    ).json();
    const item = (name: string, category_id: number, price: number) =>
      call('POST', '/api/admin/patterns/items/', admin.session, { name, category_id, price, unit: 'шт.' });
    expect((await item('Гроб дубовый', coffins.id, 30000)).statusCode).toBe(201);
    await item('Гроб сосновый', coffins.id, 9000.5);
    const hearse = (await item('Катафалк', transport.id, 5000)).json();
    expect(hearse.kind).toBe('service');
    expect((await item('x', 999_999, 1)).json()).toEqual({ category_id: ['Категория не найдена'] });
    expect(
      (await call('POST', '/api/admin/patterns/categories/', owner.session, { kind: 'product', name: 'x' }))
        .statusCode,
    ).toBe(403);

    const templates = (await call('GET', '/api/company-products/template_single/', owner.session)).json();
    expect(templates.count).toBe(2);
    expect(templates.results[0]).toMatchObject({ name: 'Гробы', kind: 'product' });
    expect(templates.results[0].items.map((row: { name: string }) => row.name)).toEqual([
      'Гроб дубовый',
      'Гроб сосновый',
    ]);

    const copied = await call('POST', '/api/company-products/template_single/', owner.session, {
      category_ids: [coffins.id],
      item_ids: [hearse.id],
    });
    expect(copied.statusCode).toBe(201);
    expect(copied.json()).toEqual({ categories: 2, products: 2, services: 1 });
    const products = (await call('GET', '/api/company-products/products/', owner.session)).json();
    expect(products.results.map((row: { name: string; price: number }) => [row.name, row.price])).toEqual([
      ['Гроб дубовый', 30000],
      ['Гроб сосновый', 9000.5],
    ]);
    expect(products.results[0].category.name).toBe('Гробы');
    // copying again reuses the company's category of the same name
    const again = await call('POST', '/api/company-products/template_single/', owner.session, {
      category_ids: [coffins.id],
    });
    expect(again.json()).toEqual({ categories: 0, products: 2, services: 0 });
    expect(
      (await call('POST', '/api/company-products/template_single/', owner.session, { category_ids: [] }))
        .statusCode,
    ).toBe(400);
    const reader = await t.employee(owner.company.id, { services: 3 });
    expect(
      (
        await call('POST', '/api/company-products/template_single/', reader.session, {
          category_ids: [coffins.id],
        })
      ).statusCode,
    ).toBe(403);

    expect(
      (await call('DELETE', `/api/admin/patterns/categories/${coffins.id}/`, admin.session)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/admin/patterns/items/', admin.session)).json().count).toBe(1);
  });
});
