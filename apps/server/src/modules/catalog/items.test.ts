import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, NOT_AN_IMAGE, pngImage } from '../../../test/multipart';
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

const PRODUCTS = '/api/company-products/products/';
const SERVICES = '/api/company-products/services/';
const product = (overrides: object = {}) => ({
  name: 'Гроб сосновый',
  description: 'Сосна, лак',
  article: 'G-01',
  unit: 'шт.',
  price: 12500.5,
  ...overrides,
});

describe('products', () => {
  it('are created, read, changed, archived, restored and deleted by the owner, and journalled', async () => {
    const owner = await t.companyOwner();
    const created = await call('POST', PRODUCTS, owner.session, product());
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      kind: 'product',
      name: 'Гроб сосновый',
      price: 12500.5,
      article: 'G-01',
      category: null,
      is_archive: false,
      photos: [],
    });
    expect((await call('GET', `${PRODUCTS}${item.id}/`, owner.session)).json().price).toBe(12500.5);

    const updated = await call('PUT', `${PRODUCTS}${item.id}/`, owner.session, product({ price: 0.29 }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().price).toBe(0.29);

    const archived = await call('POST', `${PRODUCTS}${item.id}/archive/`, owner.session);
    expect(archived.json().is_archive).toBe(true);
    expect((await call('GET', PRODUCTS, owner.session)).json().count).toBe(0);
    const archive = (await call('GET', `${PRODUCTS}?is_archive=true`, owner.session)).json();
    expect(archive.results.map((row: { id: number }) => row.id)).toEqual([item.id]);
    expect((await call('POST', `${PRODUCTS}${item.id}/restore/`, owner.session)).json().is_archive).toBe(
      false,
    );
    expect((await call('GET', PRODUCTS, owner.session)).json().count).toBe(1);

    expect((await call('DELETE', `${PRODUCTS}${item.id}/`, owner.session)).statusCode).toBe(204);
    expect((await call('GET', `${PRODUCTS}${item.id}/`, owner.session)).statusCode).toBe(404);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Product'), eq(auditLog.recordId, String(item.id))))
      .orderBy(auditLog.id);
    expect(journal.map((row) => row.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
    expect(journal[1].changes.price).toEqual({ old: 1250050, new: 29 });
  });

  it('filter by name, category and price, sort both ways, and page', async () => {
    const owner = await t.companyOwner();
    const category = (
      await call('POST', '/api/company-categories/products/', owner.session, { name: 'Венки' })
    ).json();
    const make = (name: string, price: number, category_id: number | null = null) =>
      call('POST', PRODUCTS, owner.session, product({ name, price, category_id }));
    await make('Венок большой', 3000, category.id);
    await make('Венок малый', 1500.75, category.id);
    await make('Крест', 2000);
    await make('Табличка', 500);

    const names = async (query: string) =>
      (await call('GET', `${PRODUCTS}?${query}`, owner.session))
        .json()
        .results.map((row: { name: string }) => row.name);
    expect(await names('')).toEqual(['Венок большой', 'Венок малый', 'Крест', 'Табличка']);
    expect(await names('name=венок')).toEqual(['Венок большой', 'Венок малый']);
    expect(await names(`cat_id=${category.id}&sort=price`)).toEqual(['Венок малый', 'Венок большой']);
    expect(await names('sort=-price')).toEqual(['Венок большой', 'Крест', 'Венок малый', 'Табличка']);
    expect(await names('price_gte=1500.75&price_lte=2000&sort=price')).toEqual(['Венок малый', 'Крест']);
    expect(await names('sort=-name&limit=2&offset=1')).toEqual(['Крест', 'Венок малый']);
    expect(await names('sort=-created_at&limit=1')).toEqual(['Табличка']);
    const page = (await call('GET', `${PRODUCTS}?limit=1`, owner.session)).json();
    expect(page.count).toBe(4);
    expect(page.results).toHaveLength(1);
    expect(page.results[0].category).toEqual({ id: category.id, name: 'Венки' });
    expect((await call('GET', `${PRODUCTS}?limit=101`, owner.session)).statusCode).toBe(400);
    expect((await call('GET', `${PRODUCTS}?sort=description`, owner.session)).statusCode).toBe(400);
  });

  it('reject a negative, over-precise or huge price, long texts and a foreign category with 400', async () => {
    const owner = await t.companyOwner();
    const other = await t.companyOwner();
    const post = (body: object) => call('POST', PRODUCTS, owner.session, product(body));
    expect((await post({ price: -1 })).json()).toEqual({ price: ['Сумма не может быть отрицательной'] });
    expect((await post({ price: 10.555 })).json()).toEqual({
      price: ['Сумма указывается не более чем с двумя знаками после запятой'],
    });
    expect((await post({ price: 100_000_000.01 })).json()).toEqual({
      price: ['Сумма не может быть больше 100 000 000 ₽'],
    });
    expect((await post({ price: '10' })).statusCode).toBe(400);
    expect((await post({ name: 'я'.repeat(201) })).json()).toEqual({ name: ['Размер поля слишком большой'] });
    expect((await post({ name: '  ' })).json()).toEqual({ name: ['Поле обязательно для заполнения'] });
    expect((await post({ description: 'х'.repeat(5001) })).json()).toEqual({
      description: ['Размер поля слишком большой'],
    });
    const foreign = (
      await call('POST', '/api/company-categories/products/', other.session, { name: 'Чужая' })
    ).json();
    expect((await post({ category_id: foreign.id })).json()).toEqual({
      category_id: ['Категория не найдена'],
    });
    const serviceCategory = (
      await call('POST', '/api/company-categories/services/', owner.session, { name: 'Перевозка' })
    ).json();
    expect((await post({ category_id: serviceCategory.id })).statusCode).toBe(400);
    const max = await post({ price: 100_000_000 });
    expect(max.statusCode).toBe(201);
    expect(max.json().price).toBe(100_000_000);
  });

  it('of another company answer 404 to every operation', async () => {
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    const item = (await call('POST', PRODUCTS, a.session, product())).json();
    expect((await call('GET', `${PRODUCTS}${item.id}/`, b.session)).statusCode).toBe(404);
    expect((await call('PUT', `${PRODUCTS}${item.id}/`, b.session, product())).statusCode).toBe(404);
    expect((await call('POST', `${PRODUCTS}${item.id}/archive/`, b.session)).statusCode).toBe(404);
    expect((await call('DELETE', `${PRODUCTS}${item.id}/`, b.session)).statusCode).toBe(404);
    expect((await call('GET', PRODUCTS, b.session)).json().count).toBe(0);
    // a product is not a service
    expect((await call('GET', `${SERVICES}${item.id}/`, a.session)).statusCode).toBe(404);
  });

  it('follow the levels of the catalog module; guests, users and strangers are refused', async () => {
    const owner = await t.companyOwner();
    const item = (await call('POST', PRODUCTS, owner.session, product())).json();
    const reader = await t.employee(owner.company.id, { services: 3 });
    const writer = await t.employee(owner.company.id, { services: 2 });
    const full = await t.employee(owner.company.id, { services: 1 });
    const outsider = await t.employee(owner.company.id, { orders: 1 });

    expect((await call('GET', PRODUCTS, reader.session)).json().count).toBe(1);
    expect((await call('GET', `${PRODUCTS}${item.id}/`, reader.session)).statusCode).toBe(200);
    expect((await call('POST', PRODUCTS, reader.session, product())).statusCode).toBe(403);
    expect((await call('PUT', `${PRODUCTS}${item.id}/`, reader.session, product())).statusCode).toBe(403);

    expect((await call('POST', PRODUCTS, writer.session, product({ name: 'Урна' }))).statusCode).toBe(201);
    expect((await call('PUT', `${PRODUCTS}${item.id}/`, writer.session, product())).statusCode).toBe(200);
    expect((await call('POST', `${PRODUCTS}${item.id}/archive/`, writer.session)).statusCode).toBe(200);
    expect((await call('DELETE', `${PRODUCTS}${item.id}/`, writer.session)).statusCode).toBe(403);

    expect((await call('DELETE', `${PRODUCTS}${item.id}/`, full.session)).statusCode).toBe(204);
    expect((await call('GET', PRODUCTS, outsider.session)).statusCode).toBe(403);

    const guest = await call('GET', PRODUCTS);
    expect(guest.statusCode).toBe(401);
    const user = await t.user();
    expect((await call('GET', PRODUCTS, user.session)).statusCode).toBe(403);
    const admin = await t.admin();
    expect((await call('GET', PRODUCTS, admin.session)).statusCode).toBe(403);
  });

  it('cannot be deleted while part of a composition, but can be archived', async () => {
    const owner = await t.companyOwner();
    const item = (await call('POST', PRODUCTS, owner.session, product())).json();
    await call('POST', '/api/company-products/composition-products/', owner.session, {
      name: 'Похороны',
      price: 10000,
      items: [{ product_id: item.id, count: 1 }],
    });
    const refused = await call('DELETE', `${PRODUCTS}${item.id}/`, owner.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Похороны');
    expect((await call('POST', `${PRODUCTS}${item.id}/archive/`, owner.session)).statusCode).toBe(200);
  });
});

describe('photos', () => {
  it('are checked by content, re-encoded with a thumbnail, served, and deleted', async () => {
    const owner = await t.companyOwner();
    const item = (await call('POST', SERVICES, owner.session, product({ name: 'Кремация' }))).json();
    const body = multipart({}, [
      { field: 'photo', filename: 'p.png', contentType: 'image/png', data: await pngImage(2400, 1200) },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `${SERVICES}${item.id}/photos/`,
      payload: body.payload,
      headers: { ...body.headers, ...t.bearer(owner.session) },
    });
    expect(added.statusCode).toBe(201);
    const [photo] = added.json().photos;
    expect(photo.image).toMatch(/^\/media\/catalog\/.+\.webp$/);
    expect(photo.thumbnail).toMatch(/^\/media\/catalog\/.+\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: photo.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const thumbnail = await t.app.inject({ method: 'GET', url: photo.thumbnail });
    expect(thumbnail.rawPayload.length).toBeLessThan(image.rawPayload.length);

    const bad = multipart({}, [
      { field: 'photo', filename: 'p.png', contentType: 'image/png', data: NOT_AN_IMAGE },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${SERVICES}${item.id}/photos/`,
      payload: bad.payload,
      headers: { ...bad.headers, ...t.bearer(owner.session) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ photo: ['Неверный формат файла.'] });

    const other = await t.companyOwner();
    const again = multipart({}, [{ field: 'photo', filename: 'p.png', data: await pngImage() }]);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${SERVICES}${item.id}/photos/`,
      payload: again.payload,
      headers: { ...again.headers, ...t.bearer(other.session) },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('DELETE', `${SERVICES}${item.id}/photos/${photo.id}/`, other.session)).statusCode,
    ).toBe(404);

    const removed = await call('DELETE', `${SERVICES}${item.id}/photos/${photo.id}/`, owner.session);
    expect(removed.json().photos).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: photo.image })).statusCode).toBe(404);
  });

  it('need a file in `photo`', async () => {
    const owner = await t.companyOwner();
    const item = (await call('POST', PRODUCTS, owner.session, product())).json();
    const body = multipart({ note: 'x' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${PRODUCTS}${item.id}/photos/`,
      payload: body.payload,
      headers: { ...body.headers, ...t.bearer(owner.session) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ photo: ['Выберите изображение.'] });
  });
});

describe('categories', () => {
  it('a company sees the public ones and its own, and edits only its own', async () => {
    const admin = await t.admin();
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    const pub = await call('POST', '/api/admin/categories/products/', admin.session, { name: 'Гробы' });
    expect(pub.statusCode).toBe(201);
    expect(pub.json()).toMatchObject({ name: 'Гробы', is_public: true });
    const own = (
      await call('POST', '/api/company-categories/products/', a.session, { name: 'Авторские' })
    ).json();
    expect(own.is_public).toBe(false);
    await call('POST', '/api/company-categories/products/', b.session, { name: 'Чужие' });

    const list = (await call('GET', '/api/company-categories/products/?limit=100', a.session)).json();
    expect(list.results.map((row: { name: string }) => row.name)).toEqual(['Гробы', 'Авторские']);
    // services: only the public category migration 0010 writes for «Срочный вызов»
    const services = (await call('GET', '/api/company-categories/services/', a.session)).json();
    expect(services.results.map((row: { name: string }) => row.name)).toEqual(['Перевозка умершего']);

    const renamed = await call('PUT', `/api/company-categories/products/${own.id}/`, a.session, {
      name: 'Свои',
    });
    expect(renamed.json().name).toBe('Свои');
    expect(
      (await call('PUT', `/api/company-categories/products/${pub.json().id}/`, a.session, { name: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/company-categories/products/${own.id}/`, b.session, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/company-categories/products/${own.id}/`, b.session)).statusCode).toBe(
      404,
    );

    // a product in a public category; a deleted own category leaves its products without one
    const inPublic = (
      await call('POST', PRODUCTS, a.session, product({ category_id: pub.json().id }))
    ).json();
    expect(inPublic.category).toEqual({ id: pub.json().id, name: 'Гробы' });
    const inOwn = (await call('POST', PRODUCTS, a.session, product({ category_id: own.id }))).json();
    expect((await call('DELETE', `/api/company-categories/products/${own.id}/`, a.session)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `${PRODUCTS}${inOwn.id}/`, a.session)).json().category_id).toBeNull();

    const publicList = await call('GET', '/api/public/categories/products/');
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json().results.map((row: { name: string }) => row.name)).toEqual(['Гробы']);
  });

  it('public ones are maintained by administrators only', async () => {
    const admin = await t.admin();
    const owner = await t.companyOwner();
    const created = (
      await call('POST', '/api/admin/categories/services/', admin.session, { name: 'Копка' })
    ).json();
    expect(
      (await call('POST', '/api/admin/categories/services/', owner.session, { name: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/categories/services/', owner.session)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/categories/services/')).statusCode).toBe(401);
    expect(
      (
        await call('PUT', `/api/admin/categories/services/${created.id}/`, admin.session, {
          name: 'Копка могил',
        })
      ).json().name,
    ).toBe('Копка могил');
    expect(
      (await call('GET', `/api/admin/categories/products/${created.id}/`, admin.session)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/admin/categories/services/${created.id}/`, admin.session)).statusCode,
    ).toBe(204);
    const left = (await call('GET', '/api/public/categories/services/')).json();
    expect(left.results.map((row: { name: string }) => row.name)).toEqual(['Перевозка умершего']);
  });

  it('need a name within 100 characters, and employees follow the levels', async () => {
    const owner = await t.companyOwner();
    expect(
      (await call('POST', '/api/company-categories/products/', owner.session, { name: '' })).json(),
    ).toEqual({
      name: ['Поле обязательно для заполнения'],
    });
    expect(
      (await call('POST', '/api/company-categories/products/', owner.session, { name: 'я'.repeat(101) }))
        .statusCode,
    ).toBe(400);
    const reader = await t.employee(owner.company.id, { services: 3 });
    expect((await call('GET', '/api/company-categories/products/', reader.session)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/company-categories/products/', reader.session, { name: 'x' })).statusCode,
    ).toBe(403);
    const writer = await t.employee(owner.company.id, { services: 2 });
    const own = (
      await call('POST', '/api/company-categories/products/', writer.session, { name: 'Своя' })
    ).json();
    expect(
      (await call('DELETE', `/api/company-categories/products/${own.id}/`, writer.session)).statusCode,
    ).toBe(403);
  });
});
