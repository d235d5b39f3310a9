import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { CAPTCHA_MISSING } from '../../platform/captcha';
import { outboxMessages } from '../../platform/channels/outbox.table';
import { ApiError } from '../../platform/errors';
import { siteRequestItems, siteRequests } from './requests.table';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;
let clients = 0;
/** Each call comes from its own address, so the per-IP limit on sends only bites where a test wants it. */
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session?: Session,
  payload?: object,
  remoteAddress = `10.0.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`,
) => t.app.inject({ method, url, payload, remoteAddress, headers: session ? t.bearer(session) : {} });

async function post(session: Session, url: string, payload: object) {
  const response = await call('POST', url, session, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

async function publish(owner: Owner, isPublished = true) {
  const response = await call('PUT', '/api/company-landing/landing/', owner.session, {
    address: 'Тверь',
    is_published: isPublished,
  });
  expect(response.statusCode, response.body).toBe(200);
}

let shop: Owner;
let rival: Owner;
let hidden: Owner;
const ids = {
  coffin: 0,
  wreath: 0,
  archived: 0,
  transport: 0,
  composition: 0,
  rivalCoffin: 0,
  hiddenCoffin: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
  hidden = await t.companyOwner('REGULAR', 'Черновик');
  await publish(shop);
  await publish(rival);
  await publish(hidden, false);
  const products = '/api/company-products/products/';
  ids.coffin = (await post(shop.session, products, { name: 'Гроб сосновый', price: 10000.1 })).id;
  ids.wreath = (await post(shop.session, products, { name: 'Венок', price: 1500.45 })).id;
  ids.archived = (await post(shop.session, products, { name: 'Гроб старый', price: 1 })).id;
  await call('POST', `${products}${ids.archived}/archive/`, shop.session);
  ids.transport = (
    await post(shop.session, '/api/company-products/services/', { name: 'Катафалк', price: 4000 })
  ).id;
  ids.composition = (
    await post(shop.session, '/api/company-products/composition-products/', {
      name: 'Похороны «Стандарт»',
      price: 15000,
      items: [
        { product_id: ids.coffin, count: 1 },
        { service_id: ids.transport, count: 1 },
      ],
    })
  ).id;
  ids.rivalCoffin = (await post(rival.session, products, { name: 'Гроб чужой', price: 500 })).id;
  ids.hiddenCoffin = (await post(hidden.session, products, { name: 'Гроб скрытый', price: 500 })).id;
});
afterAll(() => t.close());

const basket = (lines: Partial<Record<'products' | 'services' | 'compositions', [number, number][]>>) => ({
  products_basket: (lines.products ?? []).map(([product_id, count]) => ({ product_id, count })),
  services_basket: (lines.services ?? []).map(([service_id, count]) => ({ service_id, count })),
  composition_products_order: (lines.compositions ?? []).map(([composition_products_id, count]) => ({
    composition_products_id,
    count,
  })),
});

const request = (company: number, lines: Parameters<typeof basket>[0], extra: object = {}) => ({
  company,
  name: 'Иван Петров',
  email: 'ivan@example.ru',
  phone: '+7 900 123-45-67',
  description: 'Позвоните после обеда',
  captcha: '',
  action: 'request',
  basket: basket(lines),
  ...extra,
});

async function send(company: number, lines: Parameters<typeof basket>[0], extra: object = {}) {
  return call('POST', '/api/public/request/', undefined, request(company, lines, extra));
}

describe('the cart’s request to a company', () => {
  it('is stored with name and price snapshots, journalled, and the company is told', async () => {
    const response = await send(shop.company.id, {
      products: [
        [ids.coffin, 1],
        [ids.wreath, 2],
        [ids.wreath, 1],
      ],
      services: [[ids.transport, 1]],
      compositions: [[ids.composition, 1]],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, detail } = response.json();
    expect(detail).toBe('Ваша заявка успешно отправлена.');

    const [row] = await t.db.select().from(siteRequests).where(eq(siteRequests.id, id));
    // 10000.10 + 3 × 1500.45 + 4000 + 15000 = 33501.45, in kopecks
    expect(row).toMatchObject({
      companyId: shop.company.id,
      name: 'Иван Петров',
      isNew: true,
      isUrgent: false,
      total: 3_350_145,
    });
    const lines = await t.db.select().from(siteRequestItems).where(eq(siteRequestItems.requestId, id));
    expect(lines.map((line) => [line.kind, line.name, line.price, line.count])).toEqual(
      expect.arrayContaining([
        ['product', 'Гроб сосновый', 1_000_010, 1],
        ['product', 'Венок', 150_045, 3],
        ['service', 'Катафалк', 400_000, 1],
        ['composition', 'Похороны «Стандарт»', 1_500_000, 1],
      ]),
    );
    expect(lines).toHaveLength(4);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'SiteRequest'), eq(auditLog.recordId, String(id))));
    expect(journal).toHaveLength(1);
    expect(journal[0].companyId).toBe(shop.company.id);

    const sent = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, shop.account.email ?? ''));
    const message = sent.find((m) => m.subject === `Новая заявка с сайта №${id}`);
    expect(message?.text).toContain('+7 900 123-45-67');
    expect(message?.text).toContain(`/app/requests/${id}`);
  });

  it('needs a phone or an e-mail and at least one line; caps the lengths and the counts', async () => {
    const noContact = await send(shop.company.id, { products: [[ids.coffin, 1]] }, { phone: '', email: ' ' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json()).toEqual({ phone: ['Укажите телефон или e-mail'] });
    const onlyEmail = await send(shop.company.id, { products: [[ids.coffin, 1]] }, { phone: '' });
    expect(onlyEmail.statusCode).toBe(201);

    const empty = await send(shop.company.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ basket: ['Добавьте в заявку хотя бы один товар или услугу'] });

    for (const count of [0, 10_001, 1.5]) {
      const wrong = await send(shop.company.id, { products: [[ids.coffin, count]] });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json())).toEqual(['basket.products_basket.0.count', 'error_code']);
    }
    const long = await send(
      shop.company.id,
      { products: [[ids.coffin, 1]] },
      { description: 'я'.repeat(2001) },
    );
    expect(long.json()).toEqual({ description: ['Размер поля слишком большой'] });
    const noBasket = await call('POST', '/api/public/request/', undefined, {
      company: shop.company.id,
      phone: '1',
    });
    expect(noBasket.statusCode).toBe(400);
  });

  it('refuses another company’s, archived or wrong-kind items and unpublished companies', async () => {
    const notFound = { basket: ['Товар или услуга не найдены'] };
    for (const lines of [
      { products: [[ids.rivalCoffin, 1]] },
      { products: [[ids.archived, 1]] },
      { products: [[ids.transport, 1]] },
      { services: [[ids.coffin, 1]] },
      { compositions: [[ids.coffin + 1_000_000, 1]] },
      { products: [[ids.coffin, 1]], services: [[ids.coffin, 1]] },
    ] as Parameters<typeof basket>[0][]) {
      const response = await send(shop.company.id, lines);
      expect(response.statusCode, JSON.stringify(lines)).toBe(400);
      expect(response.json()).toEqual(notFound);
    }
    // the rival's page is published but the coffin is the shop's
    expect((await send(rival.company.id, { products: [[ids.coffin, 1]] })).json()).toEqual(notFound);
    expect((await send(hidden.company.id, { products: [[ids.hiddenCoffin, 1]] })).statusCode).toBe(404);
    expect((await send(2_000_000_000, { products: [[ids.coffin, 1]] })).statusCode).toBe(404);
  });
});

describe('captcha on the request', () => {
  it('is checked as on login, under either name', async () => {
    const captcha = t.services.captcha;
    const original = captcha.check;
    const seen: (string | undefined)[] = [];
    captcha.check = async (payload) => {
      seen.push(payload);
      if (payload !== 'human') throw new ApiError(400, { captcha: [CAPTCHA_MISSING] });
    };
    try {
      const lines = { products: [[ids.coffin, 1]] } as Parameters<typeof basket>[0];
      const refused = await send(shop.company.id, lines, { captcha: undefined });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ captcha: [CAPTCHA_MISSING] });
      expect((await send(shop.company.id, lines, { captcha: 'human' })).statusCode).toBe(201);
      expect(
        (await send(shop.company.id, lines, { captcha: undefined, recaptcha: 'human' })).statusCode,
      ).toBe(201);
      expect(seen).toEqual([undefined, 'human', 'human']);
    } finally {
      captcha.check = original;
    }
  });
});

describe('the limit on sends per IP', () => {
  it('lets 10 sends in 10 minutes through, then answers 429 with Retry-After; other addresses still send', async () => {
    const payload = request(shop.company.id, { products: [[ids.wreath, 1]] });
    const from = (ip: string) => call('POST', '/api/public/request/', undefined, payload, ip);
    for (let i = 0; i < 10; i += 1) {
      const response = await from('203.0.113.7');
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Слишком много заявок. Повторите через 10 мин.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    // a refused send stores nothing
    const stored = await t.db.select().from(siteRequests).where(eq(siteRequests.companyId, shop.company.id));
    expect((await from('203.0.113.7')).statusCode).toBe(429);
    expect(
      await t.db.select().from(siteRequests).where(eq(siteRequests.companyId, shop.company.id)),
    ).toHaveLength(stored.length);
    expect((await from('203.0.113.8')).statusCode).toBe(201);
  });
});

describe('the company’s inbox', () => {
  let first = 0;
  let second = 0;
  let urgent = 0;
  let inbox: Owner;

  beforeAll(async () => {
    inbox = await t.companyOwner('REGULAR', 'Входящие');
    await publish(inbox);
    const product = (
      await post(inbox.session, '/api/company-products/products/', { name: 'Урна', price: 2500 })
    ).id;
    first = (
      await send(inbox.company.id, { products: [[product, 2]] }, { name: 'Анна', phone: '111' })
    ).json().id;
    second = (
      await send(inbox.company.id, { products: [[product, 1]] }, { name: 'Борис', phone: '222', email: '' })
    ).json().id;
    const [row] = await t.db
      .insert(siteRequests)
      .values({
        companyId: inbox.company.id,
        name: 'Срочный вызов',
        phone: '333',
        isUrgent: true,
        createdAt: new Date(Date.now() - 60 * 60 * 1000),
      })
      .returning();
    urgent = row.id;
  });

  const list = (session: Session, query = '') =>
    call('GET', `/api/company-orders/requests/${query}`, session);

  it('lists urgent first, then newest, with totals in rubles, and filters', async () => {
    const response = await list(inbox.session);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([urgent, second, first]);
    // each request counts its own lines (the urgent call has none)
    expect(body.results.map((r: { items_count: number }) => r.items_count)).toEqual([0, 1, 1]);
    expect(body.results[2]).toEqual({
      id: first,
      name: 'Анна',
      email: 'ivan@example.ru',
      phone: '111',
      description: 'Позвоните после обеда',
      is_new: true,
      is_urgent: false,
      total: 5000,
      items_count: 1,
      created_at: expect.any(String),
    });
    const byPhone = (await list(inbox.session, '?query=222')).json();
    expect(byPhone.results.map((r: { id: number }) => r.id)).toEqual([second]);
    const byName = (await list(inbox.session, `?query=${encodeURIComponent('анна')}`)).json();
    expect(byName.results.map((r: { id: number }) => r.id)).toEqual([first]);
    const paged = (await list(inbox.session, '?limit=1&offset=1')).json();
    expect(paged).toMatchObject({ count: 3, results: [{ id: second }] });
  });

  it('opens a request with its lines and marks it read; the badge count follows', async () => {
    const count = async () =>
      (await call('GET', '/api/company-orders/requests/count/?is_new=true', inbox.session)).json().count;
    const before = await count();
    expect(before).toBe(3);

    const opened = await call('GET', `/api/company-orders/requests/${first}/`, inbox.session);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      id: first,
      is_new: false,
      total: 5000,
      items: [{ kind: 'product', name: 'Урна', price: 2500, count: 2, sum: 5000 }],
      order: null,
    });
    expect(await count()).toBe(2);
    const read = (await list(inbox.session, '?is_new=false')).json();
    expect(read.results.map((r: { id: number }) => r.id)).toEqual([first]);
    const unread = (await list(inbox.session, '?is_new=true')).json();
    expect(unread.results.map((r: { id: number }) => r.id)).toEqual([urgent, second]);
    const all = await call('GET', '/api/company-orders/requests/count/', inbox.session);
    expect(all.json()).toEqual({ count: 3 });
  });

  it('is open to employees with the orders module, not to others, another company or guests', async () => {
    const reader = await t.employee(inbox.company.id, { orders: 3 });
    expect((await list(reader.session)).json().count).toBe(3);
    expect((await call('GET', `/api/company-orders/requests/${second}/`, reader.session)).statusCode).toBe(
      200,
    );
    const full = await t.employee(inbox.company.id, { orders: 1 });
    expect((await list(full.session)).statusCode).toBe(200);

    const catalog = await t.employee(inbox.company.id, { services: 1 });
    expect((await list(catalog.session)).statusCode).toBe(403);
    expect((await call('GET', '/api/company-orders/requests/count/', catalog.session)).statusCode).toBe(403);

    const other = await t.companyOwner();
    expect((await list(other.session)).json()).toEqual({ results: [], count: 0 });
    expect((await call('GET', `/api/company-orders/requests/${urgent}/`, other.session)).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(siteRequests).where(eq(siteRequests.id, urgent));
    expect(row.isNew).toBe(true);

    const user = await t.user();
    expect((await list(user.session)).statusCode).toBe(403);
    expect((await call('GET', '/api/company-orders/requests/')).statusCode).toBe(401);
    expect((await call('GET', '/api/company-orders/requests/count/?is_new=true')).statusCode).toBe(401);
  });

  it('names the deal made from the request, for every reader of the inbox', async () => {
    const made = await call('POST', '/api/company-orders/order_from_request/', inbox.session, {
      user_request: second,
    });
    expect(made.statusCode, made.body).toBe(201);
    const deal = made.json() as { id: number; number: number };
    const opened = await call('GET', `/api/company-orders/requests/${second}/`, inbox.session);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().order).toEqual({ id: deal.id, number: deal.number });
    const reader = await t.employee(inbox.company.id, { orders: 3 });
    const read = await call('GET', `/api/company-orders/requests/${second}/`, reader.session);
    expect(read.json().order).toEqual({ id: deal.id, number: deal.number });
    // the other requests have none; once the deal is deleted, neither has this one
    expect(
      (await call('GET', `/api/company-orders/requests/${urgent}/`, inbox.session)).json().order,
    ).toBeNull();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-orders/orders/${deal.id}/`,
      headers: t.bearer(inbox.session),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(
      (await call('GET', `/api/company-orders/requests/${second}/`, inbox.session)).json().order,
    ).toBeNull();
  });
});
