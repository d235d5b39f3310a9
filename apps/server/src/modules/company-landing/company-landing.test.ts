import { eq } from 'drizzle-orm';
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

const page = {
  title: 'Ритуал-Сервис',
  description: '<p onclick="x()">Работаем <strong>круглосуточно</strong></p><script>alert(1)</script>',
  color: '#ABC',
  phone: '+7 (4822) 11-22-33',
  email: 'info@ritual.ru',
  website: '',
  working_hours: 'Круглосуточно',
  address: 'Тверь, ул. Советская, 1',
  latitude: 56.8587,
  longitude: 35.9176,
  is_published: true,
};

async function product(session: Session, name: string, kind: 'products' | 'services' = 'products') {
  const response = await call('POST', `/api/company-products/${kind}/`, session, { name, price: 1500.5 });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

describe('company landing', () => {
  it('is made on first use from the company card, edited, sanitised and journalled', async () => {
    const owner = await t.companyOwner('REGULAR', 'Ритуал-Сервис');
    const first = await call('GET', '/api/company-landing/landing/', owner.session);
    expect(first.json()).toMatchObject({
      company_name: 'Ритуал-Сервис',
      is_published: false,
      color: '#4fa800',
    });

    const saved = await call('PUT', '/api/company-landing/landing/', owner.session, page);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().description).toBe('<p>Работаем <strong>круглосуточно</strong></p>');
    expect(saved.json().color).toBe('#abc');
    const journal = await t.db.select().from(auditLog).where(eq(auditLog.model, 'Landing'));
    expect(journal.some((row) => row.companyId === owner.company.id && 'description' in row.changes)).toBe(
      true,
    );
  });

  it('rejects a wrong colour, an over-long description and half a map point', async () => {
    const owner = await t.companyOwner();
    const colour = await call('PUT', '/api/company-landing/landing/', owner.session, {
      ...page,
      color: 'green',
    });
    expect(colour.json()).toEqual({ color: ['Цвет — в формате #RGB или #RRGGBB'] });
    const long = await call('PUT', '/api/company-landing/landing/', owner.session, {
      ...page,
      description: `<p>${'я'.repeat(5001)}</p>`,
    });
    expect(long.json()).toEqual({ description: ['Описание не длиннее 5000 символов'] });
    const half = await call('PUT', '/api/company-landing/landing/', owner.session, {
      ...page,
      longitude: null,
    });
    expect(half.statusCode).toBe(400);
  });

  it('shows chosen products, services and managers; refuses another company’s', async () => {
    const owner = await t.companyOwner();
    const other = await t.companyOwner();
    const coffin = await product(owner.session, 'Гроб сосновый');
    const wreath = await product(owner.session, 'Венок');
    const burial = await product(owner.session, 'Захоронение', 'services');
    const foreign = await product(other.session, 'Чужой товар');

    const chosen = await call('PUT', '/api/company-landing/popular-products/', owner.session, {
      ids: [wreath.id, coffin.id],
    });
    expect(chosen.json().map((item: { name: string }) => item.name)).toEqual(['Венок', 'Гроб сосновый']);
    expect(chosen.json()[0]).toMatchObject({ kind: 'product', price: 1500.5 });
    const wrongKind = await call('PUT', '/api/company-landing/popular-products/', owner.session, {
      ids: [burial.id],
    });
    expect(wrongKind.json()).toEqual({ ids: ['Товар не найден'] });
    const theirs = await call('PUT', '/api/company-landing/popular-products/', owner.session, {
      ids: [foreign.id],
    });
    expect(theirs.statusCode).toBe(400);
    await call('PUT', '/api/company-landing/popular-services/', owner.session, { ids: [burial.id] });

    const staff = (await call('GET', '/api/company/managers/', owner.session)).json().results;
    const managers = await call('PUT', '/api/company-landing/managers/', owner.session, {
      ids: [staff[0].id],
    });
    expect(managers.json()).toHaveLength(1);
    const otherStaff = (await call('GET', '/api/company/managers/', other.session)).json().results;
    expect(
      (await call('PUT', '/api/company-landing/managers/', owner.session, { ids: [otherStaff[0].id] }))
        .statusCode,
    ).toBe(400);

    const saved = (await call('PUT', '/api/company-landing/landing/', owner.session, page)).json();
    const visitor = await call('GET', `/api/public/landing/${saved.id}/`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().popular_products).toHaveLength(2);
    expect(visitor.json().popular_services.map((item: { name: string }) => item.name)).toEqual([
      'Захоронение',
    ]);
    expect(visitor.json().managers[0].first_name).toBeDefined();
  });

  it('keeps sliders checked by content, at most ten, and removes them', async () => {
    const owner = await t.companyOwner();
    const upload = multipart({ title: 'Зал прощания' }, [
      { field: 'image', filename: 'hall.png', contentType: 'image/png', data: await pngImage(800, 400) },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/company-landing/sliders/',
      ...upload,
      headers: { ...upload.headers, ...t.bearer(owner.session) },
    });
    expect(added.statusCode).toBe(201);
    const [slider] = added.json();
    expect(slider.title).toBe('Зал прощания');
    expect((await t.app.inject({ method: 'GET', url: slider.image })).headers['content-type']).toBe(
      'image/webp',
    );

    const bad = multipart({}, [
      { field: 'image', filename: 'x.png', contentType: 'image/png', data: NOT_AN_IMAGE },
    ]);
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/company-landing/sliders/',
      ...bad,
      headers: { ...bad.headers, ...t.bearer(owner.session) },
    });
    expect(rejected.json()).toEqual({ image: ['Неверный формат файла.'] });

    const removed = await call('DELETE', `/api/company-landing/sliders/${slider.id}/`, owner.session);
    expect(removed.json()).toEqual([]);
    const other = await t.companyOwner();
    expect(
      (await call('DELETE', `/api/company-landing/sliders/${slider.id}/`, other.session)).statusCode,
    ).toBe(404);
  });

  it('is hidden from visitors until published, and needs the landing module', async () => {
    const owner = await t.companyOwner();
    const draft = (await call('GET', '/api/company-landing/landing/', owner.session)).json();
    expect((await call('GET', `/api/public/landing/${draft.id}/`)).statusCode).toBe(404);

    const reader = await t.employee(owner.company.id, { landing: 3 });
    expect((await call('GET', '/api/company-landing/landing/', reader.session)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/company-landing/landing/', reader.session, { title: 'x' })).statusCode,
    ).toBe(403);
    const editor = await t.employee(owner.company.id, { landing: 2 });
    expect((await call('PUT', '/api/company-landing/landing/', editor.session, page)).statusCode).toBe(200);
    const outsider = await t.employee(owner.company.id, { orders: 1 });
    expect((await call('GET', '/api/company-landing/landing/', outsider.session)).statusCode).toBe(403);
    const user = await t.user();
    expect((await call('GET', '/api/company-landing/landing/', user.session)).statusCode).toBe(403);
    expect((await call('GET', '/api/company-landing/landing/')).statusCode).toBe(401);
  });
});
