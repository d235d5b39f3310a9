import type { Session } from '@sp/shared/api/auth';
import { PORTAL_PRODUCT_MSG, type PortalProduct } from '@sp/shared/api/portal-products';
import { MSG } from '@sp/shared/validation/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outboxMessages } from '../../platform/channels/outbox.table';

let t: TestApp;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

async function created(session: Session, url: string, payload: object): Promise<number> {
  const response = await call('POST', url, session, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const PRODUCTS = '/api/company-products/products/';
const SERVICES = '/api/company-products/services/';
const COMPOSITIONS = '/api/company-products/composition-products/';
const ADMIN = '/api/admin/portal-product/';
const REASON = 'Фотография не относится к ритуальным товарам';

type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;
let admin: Awaited<ReturnType<TestApp['admin']>>;
let shop: Owner;
let rival: Owner;
let landingId = 0;
const id = { coffin: 0, wreath: 0, transport: 0, solution: 0, archived: 0, rivalCoffin: 0, category: 0 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
  shop = await t.companyOwner('REGULAR', 'Ритуал «Модерация»');
  rival = await t.companyOwner('REGULAR', 'Соседи «Модерация»');
  for (const owner of [shop, rival]) {
    const landing = await call('PUT', '/api/company-landing/landing/', owner.session, {
      address: 'Тверь, ул. Советская, 1',
      city_id: null,
      latitude: null,
      longitude: null,
      is_published: true,
    });
    expect(landing.statusCode, landing.body).toBe(200);
    if (owner === shop) landingId = landing.json().id;
  }
  id.category = await created(shop.session, '/api/company-categories/products/', { name: 'Гробы' });
  id.coffin = await created(shop.session, PRODUCTS, {
    name: 'Гроб модерируемый сосновый',
    price: 1234,
    category_id: id.category,
  });
  id.wreath = await created(shop.session, PRODUCTS, { name: 'Венок модерируемый', price: 3000 });
  id.transport = await created(shop.session, SERVICES, { name: 'Перевозка модерируемая', price: 5000 });
  id.archived = await created(shop.session, PRODUCTS, { name: 'Гроб модерируемый архивный', price: 10 });
  expect((await call('POST', `${PRODUCTS}${id.archived}/archive/`, shop.session)).statusCode).toBe(200);
  id.solution = await created(shop.session, COMPOSITIONS, {
    name: 'Похороны модерируемые',
    price: 20000,
    items: [{ product_id: id.coffin, count: 1 }],
  });
  id.rivalCoffin = await created(rival.session, PRODUCTS, { name: 'Гроб модерируемый дубовый', price: 9000 });
  const popular = await call('PUT', '/api/company-landing/popular-products/', shop.session, {
    ids: [id.coffin, id.wreath],
  });
  expect(popular.statusCode, popular.body).toBe(200);
});
afterAll(() => t.close());

async function list(query: string): Promise<{ count: number; results: PortalProduct[] }> {
  const response = await call('GET', `${ADMIN}?${query}`, admin.session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const keys = (found: { results: PortalProduct[] }) => found.results.map((row) => `${row.kind}:${row.id}`);

/** What the shop's owner was told of the moderation (the cart's requests come to the same address). */
const toldOwner = async () =>
  (
    await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, shop.account.email as string))
      .orderBy(outboxMessages.id)
  ).filter((row) => row.subject.startsWith('Предложение'));

const publicNames = async (url: string) =>
  (await call('GET', url)).json().results.map((row: { name: string }) => row.name) as string[];

const cart = (products: number[], compositions: number[] = []) =>
  call('POST', '/api/public/request/', undefined, {
    company: shop.company.id,
    name: 'Иван Петров',
    email: 'ivan@example.ru',
    phone: '+7 900 123-45-67',
    description: '',
    captcha: '',
    action: 'request',
    basket: {
      products_basket: products.map((product_id) => ({ product_id, count: 1 })),
      services_basket: [],
      composition_products_order: compositions.map((composition_products_id) => ({
        composition_products_id,
        count: 1,
      })),
    },
  });

describe('«Продукты портала»: the administrator’s list of every company’s offers (issue 16)', () => {
  it('lists products, services and compositions newest first, archived left out, with the filters', async () => {
    const all = await list('query=модерируем&limit=100');
    expect(keys(all)).toEqual([
      `product:${id.rivalCoffin}`,
      `composition:${id.solution}`,
      `service:${id.transport}`,
      `product:${id.wreath}`,
      `product:${id.coffin}`,
    ]);
    expect(all.count).toBe(5);
    expect(all.results.at(-1)).toMatchObject({
      kind: 'product',
      name: 'Гроб модерируемый сосновый',
      price: 1234,
      photo: null,
      company: { id: shop.company.id, name: 'Ритуал «Модерация»', city: null, landing_id: landingId },
      category: { id: id.category, name: 'Гробы' },
      hidden: null,
    });
    // every word of the name, in any order and case, ё as е
    expect(keys(await list(`query=${encodeURIComponent('СОСНОВЫЙ гроб')}`))).toEqual([
      `product:${id.coffin}`,
    ]);
    expect(keys(await list('kind=composition&query=модерируем'))).toEqual([`composition:${id.solution}`]);
    expect(keys(await list('kind=service&query=модерируем'))).toEqual([`service:${id.transport}`]);
    expect(keys(await list(`company_id=${rival.company.id}`))).toEqual([`product:${id.rivalCoffin}`]);
    expect((await list(`company=${encodeURIComponent('соседи «мод')}`)).count).toBe(1);
    expect(keys(await list(`category_id=${id.category}`))).toEqual([`product:${id.coffin}`]);
    expect((await list(`category_id=${id.category}&kind=composition`)).count).toBe(0);
    expect((await list('status=hidden&query=модерируем')).count).toBe(0);
    expect((await list('status=shown&query=модерируем')).count).toBe(5);
    expect((await call('GET', `${ADMIN}?kind=gift`, admin.session)).statusCode).toBe(400);
  });

  it('answers administrators only', async () => {
    expect((await call('GET', ADMIN)).statusCode).toBe(401);
    expect(
      (await call('POST', `${ADMIN}product/${id.wreath}/hide/`, undefined, { reason: REASON })).statusCode,
    ).toBe(401);
    for (const who of [await t.user(), shop]) {
      expect((await call('GET', ADMIN, who.session)).statusCode).toBe(403);
      for (const action of ['hide', 'restore'])
        expect(
          (await call('POST', `${ADMIN}product/${id.wreath}/${action}/`, who.session, { reason: REASON }))
            .statusCode,
        ).toBe(403);
    }
  });
});

describe('an administrator hides an offer and brings it back (issue 16)', () => {
  it('takes a product off every public read, keeps it in the company’s catalogue with the reason, and restores it', async () => {
    const search = `/api/public/products/?query=${encodeURIComponent('модерируемый')}`;
    const landing = `/api/public/landing/${landingId}/`;
    const popular = async () =>
      (await call('GET', landing)).json().popular_products.map((row: { id: number }) => row.id) as number[];
    expect(await publicNames(search)).toContain('Гроб модерируемый сосновый');
    expect(await popular()).toEqual([id.coffin, id.wreath]);
    expect((await cart([id.coffin])).statusCode).toBe(201);

    const hidden = await call('POST', `${ADMIN}product/${id.coffin}/hide/`, admin.session, {
      reason: `  ${REASON} `,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      kind: 'product',
      id: id.coffin,
      hidden: { reason: REASON, by: { id: admin.account.id } },
    });

    // gone from the public search (by word, by category, by company, by price), the page and the cart
    expect(await publicNames(search)).toEqual(['Венок модерируемый', 'Гроб модерируемый дубовый']);
    expect(await publicNames(`/api/public/products/?cat_id=${id.category}`)).toEqual([]);
    expect(await publicNames(`/api/public/products/?company_id=${shop.company.id}&sort=price`)).toEqual([
      'Венок модерируемый',
    ]);
    expect(await publicNames('/api/public/products/?price_gte=1234&price_lte=1234')).toEqual([]);
    const companies = (
      await call('GET', `/api/public/companies/?name=${encodeURIComponent('Ритуал «Модерация»')}`)
    ).json();
    expect(companies.results[0].products_count).toBe(1);
    expect(await popular()).toEqual([id.wreath]);
    const refused = await cart([id.coffin]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().basket).toEqual(['Товар или услуга не найдены']);
    expect((await cart([id.wreath])).statusCode).toBe(201);

    // the company still has it, marked; editing it does not bring it back
    const own = await call('GET', `${PRODUCTS}${id.coffin}/`, shop.session);
    expect(own.json().hidden).toMatchObject({ reason: REASON });
    const ownList = (await call('GET', PRODUCTS, shop.session)).json().results as {
      id: number;
      hidden: unknown;
    }[];
    expect(ownList.find((row) => row.id === id.coffin)?.hidden).toMatchObject({ reason: REASON });
    expect(ownList.find((row) => row.id === id.wreath)?.hidden).toBeNull();
    const edited = await call('PUT', `${PRODUCTS}${id.coffin}/`, shop.session, {
      name: 'Гроб модерируемый сосновый',
      price: 1300,
      category_id: id.category,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().hidden).toMatchObject({ reason: REASON });
    expect(await publicNames(search)).toEqual(['Венок модерируемый', 'Гроб модерируемый дубовый']);

    // listed as hidden; hidden twice is 409
    expect(keys(await list('status=hidden'))).toEqual([`product:${id.coffin}`]);
    const again = await call('POST', `${ADMIN}product/${id.coffin}/hide/`, admin.session, { reason: REASON });
    expect([again.statusCode, again.json().detail]).toEqual([409, PORTAL_PRODUCT_MSG.alreadyHidden]);

    // the owner is told, with the reason
    await t.services.background.settled();
    const told = await toldOwner();
    expect(told.at(-1)?.subject).toBe('Предложение скрыто с портала — Светлая память');
    expect(told.at(-1)?.text).toContain(REASON);
    expect(told.at(-1)?.text).toContain('Гроб модерируемый сосновый');

    const restored = await call('POST', `${ADMIN}product/${id.coffin}/restore/`, admin.session);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().hidden).toBeNull();
    expect(await publicNames(search)).toContain('Гроб модерируемый сосновый');
    expect(await popular()).toEqual([id.coffin, id.wreath]);
    expect((await cart([id.coffin])).statusCode).toBe(201);
    expect((await call('GET', `${PRODUCTS}${id.coffin}/`, shop.session)).json().hidden).toBeNull();
    const twice = await call('POST', `${ADMIN}product/${id.coffin}/restore/`, admin.session);
    expect([twice.statusCode, twice.json().detail]).toEqual([409, PORTAL_PRODUCT_MSG.notHidden]);
    await t.services.background.settled();
    const last = await toldOwner();
    expect(last.map((row) => row.subject)).toEqual([
      'Предложение скрыто с портала — Светлая память',
      'Предложение снова на портале — Светлая память',
    ]);

    // journalled in the company's journal with the administrator
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Product'), eq(auditLog.recordId, String(id.coffin))));
    const moderation = journal.filter((row) => 'hidden' in row.changes);
    expect(moderation.map((row) => [row.companyId, row.accountId, row.changes.hidden])).toEqual([
      [shop.company.id, admin.account.id, { old: false, new: true }],
      [shop.company.id, admin.account.id, { old: true, new: false }],
    ]);
    expect(moderation[0].changes.hidden_reason).toEqual({ old: null, new: REASON });
  });

  it('hides a composition and a service from the public search and the cart', async () => {
    const solutions = '/api/public/composition-products/?query=модерируемые';
    expect(await publicNames(solutions)).toEqual(['Похороны модерируемые']);
    expect(
      (await call('POST', `${ADMIN}composition/${id.solution}/hide/`, admin.session, { reason: REASON }))
        .statusCode,
    ).toBe(200);
    expect(await publicNames(solutions)).toEqual([]);
    expect((await cart([], [id.solution])).statusCode).toBe(400);
    const own = (await call('GET', `${COMPOSITIONS}${id.solution}/`, shop.session)).json();
    expect(own.hidden).toMatchObject({ reason: REASON });

    const services = `/api/public/services/?company_id=${shop.company.id}`;
    expect(await publicNames(services)).toEqual(['Перевозка модерируемая']);
    expect(
      (await call('POST', `${ADMIN}service/${id.transport}/hide/`, admin.session, { reason: REASON }))
        .statusCode,
    ).toBe(200);
    expect(await publicNames(services)).toEqual([]);
    expect(keys(await list('status=hidden&kind=service'))).toEqual([`service:${id.transport}`]);

    // another company's items are untouched
    expect(await publicNames(`/api/public/products/?company_id=${rival.company.id}`)).toEqual([
      'Гроб модерируемый дубовый',
    ]);
    const rivalJournal = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.companyId, rival.company.id), inArray(auditLog.model, ['Product', 'Composition'])),
      );
    expect(rivalJournal.every((row) => !('hidden' in row.changes))).toBe(true);

    for (const [kind, itemId] of [
      ['composition', id.solution],
      ['service', id.transport],
    ] as const)
      expect((await call('POST', `${ADMIN}${kind}/${itemId}/restore/`, admin.session)).statusCode).toBe(200);
    expect(await publicNames(solutions)).toEqual(['Похороны модерируемые']);
  });

  it('asks for the reason and answers 404 for what is not there', async () => {
    const empty = await call('POST', `${ADMIN}product/${id.wreath}/hide/`, admin.session, { reason: ' ' });
    expect([empty.statusCode, empty.json().reason]).toEqual([400, [MSG.required]]);
    const long = await call('POST', `${ADMIN}product/${id.wreath}/hide/`, admin.session, {
      reason: 'а'.repeat(501),
    });
    expect(long.json().reason).toEqual([PORTAL_PRODUCT_MSG.reasonLong]);
    // a product asked for as a service is not there
    expect(
      (await call('POST', `${ADMIN}service/${id.wreath}/hide/`, admin.session, { reason: REASON }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `${ADMIN}composition/999999/restore/`, admin.session)).statusCode).toBe(404);
  });
});
